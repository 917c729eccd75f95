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
