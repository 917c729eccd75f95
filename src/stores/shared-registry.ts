/**
 * Widgets built as separate bundles each carry their own copy of this module, so a
 * store created at import time would exist once per bundle. Every store that
 * widgets share is created through here instead: the first bundle on the page
 * creates it, later ones find it on `window` under a versioned key. Bump the
 * version when a shared store's shape changes, so old and new bundles never mix.
 */
const REGISTRY_KEY = '__toteSharedStores_v1';

type Registry = Record<string, unknown>;

export function shared<T>(name: string, create: () => T): T {
  const host = globalThis as unknown as Record<string, Registry | undefined>;
  const registry = (host[REGISTRY_KEY] ??= {});
  if (!(name in registry)) registry[name] = create();
  return registry[name] as T;
}

/** A shared store if a bundle on the page has made it, without making it. */
export function sharedIfMade<T>(name: string): T | undefined {
  return (globalThis as unknown as Record<string, Registry | undefined>)[REGISTRY_KEY]?.[name] as T | undefined;
}
