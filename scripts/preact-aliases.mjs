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

// The browser build reads the answer shapes with a lighter module of the same API as superstruct
// (src/api/superstruct-lite.ts, checked against superstruct by its unit test); the server and the
// unit tests keep superstruct, so this one is rollup's only.
export const LIGHT_SHAPES_ALIAS = { find: /^superstruct$/, replacement: fileURLToPath(new URL('../src/api/superstruct-lite.ts', import.meta.url)) };
