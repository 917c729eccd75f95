// npm run size -- --analyze <widget> --minified: each module's bytes in the minified files, read from
// source maps of a build of their own (.tmp/size-map). The plain --analyze weighs modules by
// Rollup's rendered length, before minifying and with their comments, which overstates well-commented
// modules several times over (the session storage: 6.6 k rendered, 2.2 k minified).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { decodeMappings } from './lib/source-map-mappings.mjs';

const OUT = '.tmp/size-map';

/** Minified bytes per source module of one file; the trailing export list and unmapped text are '(chunk glue)'. */
export function moduleBytes(code, map) {
  const bytes = new Map();
  const add = (name, n) => n > 0 && bytes.set(name, (bytes.get(name) ?? 0) + n);
  const exportsAt = code.lastIndexOf('export{');
  const lines = code.split('\n');
  let offset = 0;
  decodeMappings(map.mappings).forEach((segments, i) => {
    const line = lines[i] ?? '';
    let from = 0;
    segments.forEach(([column, source], k) => {
      add('(chunk glue)', column - from);
      const end = Math.min(k + 1 < segments.length ? segments[k + 1][0] : line.length, exportsAt >= offset ? exportsAt - offset : line.length);
      const name = source < 0 ? '(chunk glue)' : map.sources[source].replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');
      add(name, Math.max(end - column, 0));
      from = Math.max(end, column);
    });
    add('(chunk glue)', line.length - from);
    offset += line.length + 1;
  });
  return bytes;
}

/** Builds the client with source maps into .tmp/size-map; returns its manifest and a reader for its files. */
export function buildWithMaps() {
  rmSync(OUT, { recursive: true, force: true });
  execFileSync('npx', ['rollup', '-c', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TOTE_SOURCEMAP: '1', TOTE_OUT_DIR: OUT },
  });
  const manifest = JSON.parse(readFileSync(join(OUT, '.build/manifest.json'), 'utf8'));
  const file = (name) => readFileSync(join(OUT, 'site/assets', name), 'utf8');
  const map = (name) => (existsSync(join(OUT, 'site/assets', `${name}.map`)) ? JSON.parse(file(`${name}.map`)) : null);
  return { manifest, file, map };
}
