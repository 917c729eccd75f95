// `npm run serve`: the server bundle `npm run build` made (dist/server/, scripts/build-server.mjs) when it is
// current, else the TypeScript sources through tsx (not built yet, or a source edited since the build), so a
// start never runs code older than the checkout.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const bundle = join(root, 'dist/server/main.mjs');

function bundleIsCurrent() {
  if (!existsSync(bundle)) return false;
  const built = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(join(root, 'dist/server/inputs.json'), 'utf8'));
  return inputs.every((file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs <= built);
}

if (bundleIsCurrent()) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  if (existsSync(bundle)) {
    const { log } = await import('./log/logger.ts');
    log.warn('server/ changed since `npm run build`: running the sources through tsx (a build makes the start faster)');
  }
  await import('./main.ts');
}
