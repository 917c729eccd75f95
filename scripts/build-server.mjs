// The server as one ES module bundle (plus the chunks of what it imports lazily) in dist/server/, run by
// `npm run serve` through server/start.mjs: a start then loads a few files with plain Node instead of compiling
// some 200 TypeScript modules through tsx's loader thread (about half of a start's CPU time). Most packages are
// bundled too (see below). Run by `npm run build`.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const outdir = resolve(root, 'dist/server');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  bundle: true,
  splitting: true, // the lazy imports (PostgreSQL or PGlite, pdf-lib's invoice, the seeds) stay lazy
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      name: 'packages',
      setup(b) {
        // pdf-lib's own one-file ES build (the demo documents, invoices): 35 ms to load instead of 160 ms for its CommonJS files.
        b.onResolve({ filter: /^pdf-lib$/ }, () => ({ path: require.resolve('pdf-lib/dist/pdf-lib.esm.min.js') }));
        // Packages that find files next to their own stay in node_modules: PGlite (its .wasm and .data, pg_trgm's bundle), pino (its
        // transports run in worker threads by path), pg (an optional native binding), sharp (its libvips binary). The rest (hono, superstruct,
        // jose, ...) is bundled: one file to read instead of dozens, about 35 ms of a start.
        b.onResolve({ filter: /^(node:|pino$|pg$|sharp$|@electric-sql\/pglite(\/contrib\/pg_trgm)?$)/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  outdir,
  outExtension: { '.js': '.mjs' },
  metafile: true,
  logLevel: 'warning',
});
// What the bundle was made from: server/start.mjs runs the sources instead when one of them is newer.
const inputs = Object.keys(result.metafile.inputs).map((file) => relative(root, resolve(root, file)));
writeFileSync(resolve(outdir, 'inputs.json'), JSON.stringify(inputs));
