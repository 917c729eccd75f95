// Rollup plugin: @nanostores/react's useStore() imports nanostores' listenKeys (with
// the deep-map path helpers, about 0.2 kB gzipped in every widget) for its `keys`
// option, which no widget uses: we only pass whole stores. So for that one importer,
// `nanostores` resolves to a module whose listenKeys says so loudly if it is ever reached.
const STUB = '\0nanostores-without-listen-keys';

export default function withoutListenKeys() {
  return {
    name: 'without-listen-keys',
    resolveId(source, importer) {
      return source === 'nanostores' && importer?.includes('/node_modules/@nanostores/react/') ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      return 'export function listenKeys() { throw new Error("useStore(store, { keys }) is not in this build: see scripts/without-listen-keys.mjs"); }';
    },
  };
}
