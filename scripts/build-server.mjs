// The server as one ES module bundle (plus the chunks of what it imports lazily) in dist/server/, run by
// `npm run serve` through server/start.mjs: a start then loads a few files with plain Node instead of compiling
// some 200 TypeScript modules through tsx's loader thread (about half of a start's CPU time). Packages stay in
// node_modules. Run by `npm run build`.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outdir = resolve(root, 'dist/server');
const result = await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  bundle: true,
  splitting: true, // the lazy imports (PostgreSQL or PGlite, pdf-lib's invoice, the seeds) stay lazy
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir,
  outExtension: { '.js': '.mjs' },
  metafile: true,
  logLevel: 'warning',
});
// What the bundle was made from: server/start.mjs runs the sources instead when one of them is newer.
const inputs = Object.keys(result.metafile.inputs).map((file) => relative(root, resolve(root, file)));
writeFileSync(resolve(outdir, 'inputs.json'), JSON.stringify(inputs));
