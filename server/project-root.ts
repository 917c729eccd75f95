import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's folder (the one with package.json): the nearest above this
 * module, which is server/ when run from source (tsx) and dist/server/ when
 * run from the server bundle `npm run build` makes, so files found from here
 * (migrations, node_modules) are the same either way.
 */
export const PROJECT_ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();
