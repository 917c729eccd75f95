import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, STORE_HOOK_ALIAS } from './scripts/preact-aliases.mjs';

// Unit tests run against Preact's compat layer, as the build ships it.
const preactAlias = [
  ...PREACT_ALIASES,
  STORE_HOOK_ALIAS,
  // Vite resolves react-router(-dom) through the "node" export condition to their CJS
  // builds, which Node then loads with the real 'react'; point at the ESM builds so
  // they are inlined (test.server.deps.inline) and get the aliases above.
  { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/dom-export.mjs', import.meta.url)) },
];

/** Server test files that also run on the embedded database. */
const PGLITE_SMOKE = ['test/server/auth-flow.test.ts', 'test/server/application.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: preactAlias, mainFields: ['module', 'browser', 'main'] },
        test: {
          name: 'unit',
          // Vitest's default on a 2-core machine is one worker (cores - 1); a unit file spends most of
          // its time starting (a fresh process, happy-dom, imports), so two at once nearly halve the wall time.
          maxWorkers: 2,
          // Worker threads start faster than child processes (about 8% less CPU over the suite).
          pool: 'threads',
          sequence: { groupOrder: 0 },
          // Vitest 4 reads deps.inline under test.server: these packages import 'react' and must get the preact alias.
          server: { deps: { inline: [/@nanostores\/react/, /react-router/] } },
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        test: {
          // On real PostgreSQL: a throwaway cluster for the run, a database per file (test/server/support/global-setup.ts).
          name: 'server',
          // A file waits on PostgreSQL much of the time, so two files at once use the 2 cores better than one.
          maxWorkers: 2,
          // A worker runs file after file with the modules it already loaded (the app and its ~200 modules are
          // evaluated once per worker, not once per file: about a third of the group's CPU). Files share no
          // state that matters: each has a database and a data folder of its own, and restores what it changes.
          isolate: false,
          // Projects with their own number of workers run one group after another: unit first, then the servers, then the browser.
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The embedded default (PGlite, what `npm start` runs on): a smoke run of a few files, not the suite twice.
          name: 'server-pglite',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: PGLITE_SMOKE,
          env: { TOTE_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          // The seeded demo data each file's server copies, and the one Chromium all files connect to.
          globalSetup: ['test/browser/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once: each has a server and data of its own and a context in the one Chromium, and a
          // file spends much of its time waiting on its page, so two overlap well on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
