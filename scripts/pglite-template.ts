// Makes the migrated, empty PGlite data folder that new data folders start from (server/db/pglite-database.ts,
// pgliteTemplatePath): PGlite's initdb and the migrations run here, once per PGlite version and set of
// migrations, not at every first start. Run by `npm run build`.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { migrate } from '../server/db/migrate';
import { openPglite, pgliteTemplatePath } from '../server/db/pglite-database';

const file = pgliteTemplatePath();
if (!existsSync(file)) {
  const started = performance.now();
  const db = await openPglite();
  await migrate(db);
  const tarball = await db.dump();
  await db.close();
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  // Templates of older migrations are of no further use.
  for (const old of readdirSync(folder).filter((f) => f.startsWith('pglite-template-'))) rmSync(join(folder, old), { force: true });
  // Renamed into place whole, so a build cut short never leaves half a template.
  writeFileSync(`${file}.tmp`, Buffer.from(await tarball.arrayBuffer()));
  renameSync(`${file}.tmp`, file);
  console.log(`PGlite template ${basename(file)} made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
