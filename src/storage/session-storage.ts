// Browser session storage of spec point 3: the seven sessions plus the two tokens.
// Everything goes through here so logout and the 401 path clear the same keys.
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEYS } from './session-keys';
import { shared, sharedIfMade } from '../stores/shared-registry';

export { SESSION_KEYS };

export type SessionName = keyof typeof SESSION_KEYS;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * On a partner page nothing of ours may land in the partner's own
 * sessionStorage, tokens least of all: the session lives in memory for the
 * life of the page. The switch and the memory sit in the shared registry, so
 * every widget bundle on the page reads and writes the same place.
 */
const mode = shared('storageMode', () => ({ memory: null as Map<string, string> | null }));

function memoryStore(memory: Map<string, string>): KeyValueStore {
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
  };
}

/** From now on this page keeps sessions and tokens in memory only. There is no way back for the page. */
export function keepSessionInMemory(): void {
  mode.memory ??= new Map();
}

export function isMemoryStorage(): boolean {
  return mode.memory !== null;
}

/**
 * A page whose widgets say `partner` in its HTML is a partner page from this bundle's first read on, before
 * any widget has connected: the stores seed from storage as their modules load, and a page on our own origin
 * (a partner behind a proxy, the snippet builder's preview) shares its session storage with the site's tabs.
 */
let pageScanned = false;
function partnerMarkedPage(): boolean {
  pageScanned = true;
  try {
    return [...document.querySelectorAll('[partner]')].some(
      (el) => el.localName.startsWith('tote-') && !/^(false|off|no|0)$/i.test((el.getAttribute('partner') ?? '').trim()),
    );
  } catch {
    return false;
  }
}

function store(): KeyValueStore | null {
  if (!mode.memory && !pageScanned && partnerMarkedPage()) keepSessionInMemory();
  if (mode.memory) return memoryStore(mode.memory);
  // Storage can throw (Safari private mode, sandboxed iframes): treat it as absent.
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The site's own page shares an operator's session with the browser's other tabs (site/staff-session.ts, inline in
 * index.html: it must adopt the shared session before any module reads this storage). It hangs its hook in the shared
 * registry and is told here after each change of the tab's session; on a widget's page there is no hook, so no widget
 * carries that code.
 */
const sessionChanged = () => sharedIfMade<() => void>('sessionChanged')?.();

function write(key: string, value: string | null): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota exceeded: the session still works in memory for this page.
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readSession<T>(name: SessionName): T | null {
  const raw = read(SESSION_KEYS[name]);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value someone edited by hand: forget it rather than crash.
    write(SESSION_KEYS[name], null);
    return null;
  }
}

export function writeSession(name: SessionName, value: unknown): void {
  write(SESSION_KEYS[name], value === null || value === undefined ? null : JSON.stringify(value));
  if (name === 'user' || name === 'userId') sessionChanged();
}

export function readAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

// Spec point 3: the refresh token is stored base64-encoded.
export function readRefreshToken(): string | null {
  const raw = read(REFRESH_TOKEN_KEY);
  if (raw === null) return null;
  try {
    return atob(raw);
  } catch {
    return null;
  }
}

export function writeTokens(accessToken: string, refreshToken: string): void {
  write(ACCESS_TOKEN_KEY, accessToken);
  write(REFRESH_TOKEN_KEY, btoa(refreshToken));
  sessionChanged();
}

/** Logout and the 401 path: session, tokens and user id (spec point 4). */
export function clearAuthStorage(): void {
  write(ACCESS_TOKEN_KEY, null);
  write(REFRESH_TOKEN_KEY, null);
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  sessionChanged();
}
