import { fileURLToPath } from 'node:url';

// The React API is Preact's compat layer, in the build (rollup.config.mjs) and in the
// unit tests (vitest.config.ts) alike: the one list both use. Most specific first, so
// react-dom/client is not caught by react-dom.
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Widgets and src/ get the React API from src/ui/react-on-preact.ts, a few hooks and createRoot
// over plain Preact, without preact/compat (about 2 kB of every widget's first load); the site's own
// modules and react-router keep the full compat layer (Suspense, lazy, forwardRef…). The importer
// decides, so this is a plugin rather than an alias; it goes before the aliases above.
const REACT_ON_PREACT = fileURLToPath(new URL('../src/ui/react-on-preact.ts', import.meta.url));
const SITE_ROOT = fileURLToPath(new URL('../site/', import.meta.url));
export function reactOnPreact() {
  return {
    name: 'react-on-preact',
    resolveId(source, importer) {
      if (source !== 'react' && source !== 'react-dom' && source !== 'react-dom/client') return null;
      if (!importer || importer.startsWith(SITE_ROOT) || /[\\/]node_modules[\\/]react-router/.test(importer)) return null;
      return REACT_ON_PREACT;
    },
  };
}

// useStore from src/ui/use-store.ts instead of @nanostores/react (the same hook without the `keys`
// option, whose helpers every widget's first load carried): in the build and the unit tests alike.
export const STORE_HOOK_ALIAS = { find: /^@nanostores\/react$/, replacement: fileURLToPath(new URL('../src/ui/use-store.ts', import.meta.url)) };

// The browser build reads the answer shapes with a lighter module of the same API as superstruct
// (src/api/superstruct-lite.ts, checked against superstruct by its unit test); the server and the
// unit tests keep superstruct, so this one is rollup's only.
export const LIGHT_SHAPES_ALIAS = { find: /^superstruct$/, replacement: fileURLToPath(new URL('../src/api/superstruct-lite.ts', import.meta.url)) };
