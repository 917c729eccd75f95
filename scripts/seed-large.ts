// `npm run seed:large -- [--scale 0.1] [--seed 24]`: fills the PostgreSQL database at DATABASE_URL with a
// club a hundred times bigger than the demo (server/seed/seed-large.ts; docs/performance.md). The database
// is migrated and given the reference data first, as a production start would; it must hold no club yet.
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_SETTINGS } from '../server/config';
import { openPostgres } from '../server/db/postgres-database';
import { prepareDatabase } from '../server/seed/prepare-database';
import { largeSeedCounts, seedLargeClub } from '../server/seed/seed-large';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, seed: { type: 'string', default: '24' } } });
const scale = Number(values.scale);
const seed = Number(values.seed);
const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error('Set DATABASE_URL to the PostgreSQL database to fill (postgres://user@host:port/database).');
  process.exit(2);
}
if (!(scale > 0 && scale <= 10) || !Number.isInteger(seed)) {
  console.error('--scale is a number above 0 and at most 10, --seed a whole number.');
  process.exit(2);
}

// Bulk statements run for minutes at full scale: no statement timeout here, unlike the server's pool.
const db = openPostgres(url, { settings: { ...DEFAULT_DATABASE_SETTINGS, statementTimeoutMs: 0, lockTimeoutMs: 0 } });
try {
  const started = performance.now();
  await prepareDatabase(db, { demo: false });
  const counts = largeSeedCounts(scale);
  console.log(`Seeding a large club at scale ${scale}, seed ${seed}: ${JSON.stringify(counts)}`);
  await seedLargeClub(db, { scale, seed, progress: (step, seconds) => console.log(`  ${step.padEnd(16)} ${seconds.toFixed(1)} s`) });
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  await db.close();
}
