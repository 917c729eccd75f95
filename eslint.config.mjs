// Lint: typescript-eslint's recommended rules, plus the layers of the codebase as
// import boundaries (bulletproof-react): site → widgets → src; no widget imports
// another; src never imports widgets or site; the server reuses only the DOM-free
// shared modules. Inside src/ and server/, floors that import only downwards
// (scripts/lint/layers.mjs). The rules of hooks. And no import cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './scripts/lint/layers.mjs';

const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The modules of src/ the server may import: no DOM, no browser storage. The club's facts head the invoice too; src/money is the GST arithmetic both sides share. */
const SERVER_SHARED = ['./validation', './money', './api/shapes', './api/error-codes.ts', './api/error-codes', './config/club-facts.ts', './config/club-facts'];

const boundaries = [
  // No widget imports another: each ships as its own script.
  ...widgets.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`],
    message: 'A widget never imports another widget: share it through src/ instead.',
  })),
  { target: './widgets', from: './site', message: 'Widgets do not import the site.' },
  { target: './src', from: ['./widgets', './site', './server'], message: 'src/ is shared by widgets and the site; it imports neither (nor the server).' },
  { target: './server', from: ['./widgets', './site'], message: 'The server never imports browser code.' },
  {
    target: './server',
    from: './src',
    except: SERVER_SHARED,
    message: 'The server reuses only the DOM-free shared modules: src/validation, src/money, src/api/shapes, the error codes and the club facts.',
  },
  ...layerZones(),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses each imported module: TypeScript ones with typescript-eslint's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Unit tests and the API client's edge narrow unknown JSON; a non-null assertion there is deliberate.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Declaration merging (JSX IntrinsicElements, HTMLElementTagNameMap) extends by empty interfaces.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // SQL lives in the records (*-record.ts); server/db/ is the database itself (its adapters run SQL of their
    // own), and the seeds write the demo club's rows directly. `c.req.query()` reads a request, not the database.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*-record.ts', 'server/**/*-records.ts', 'server/db/**', 'server/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']:not([callee.object.property.name='req'])",
          message: 'SQL belongs in a record (*-record.ts): call a record function from here (docs/architecture.md, Layers).',
        },
      ],
    },
  },
  {
    // Components and hooks: the browser code and its tests (the server's use* functions are not hooks).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'test/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Unit tests reach testing-library through its configured entry (the setup file no longer imports it).
    files: ['test/unit/**/*.{ts,tsx}'],
    ignores: ['test/unit/support/testing-library.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@testing-library/preact', message: "Import it from test/unit/support/testing-library (findBy/waitFor's timeout is set there)." }] },
      ],
    },
  },
  {
    // react-router's Link brings framework mode's prefetching into the site's first load; site/layout/link.tsx is the same link without it.
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Import Link from site/layout/link (react-router's carries prefetching the site never uses).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['partner/**/*.js'],
    // Plain scripts of the partner demo page; Tote is the page's own queue (README, embedding guide).
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, Tote: 'writable' } },
  },
);
