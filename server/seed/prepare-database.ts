import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedCatalogueMasters } from './seed-catalogue';
import { seedDemoData } from './seed-demo-data';
import { seedPlans } from './seed-plans';
import { seedOnce } from './seed-runs';

/** Raise a version when its seed gains something existing databases should get. */
export const SEED_VERSIONS = { reference: 1, demo: 1 } as const;

/** What every club needs: membership plans and slabs, the catalogue's attribute masters and predefined lists. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedPlans(db);
  await seedCatalogueMasters(db);
}

/** The demo club (server/seed/seed-demo-data.ts), once; for demo mode and `npm run admin -- seed-demo`. */
export function seedDemoOnce(db: Database): Promise<boolean> {
  return seedOnce(db, 'demo', SEED_VERSIONS.demo, () => seedDemoData(db));
}

/**
 * At every start: migrations, then the reference data, then (demo mode only)
 * the demo club. Each step is under its own advisory lock and recorded, so
 * instances starting together take turns, and a later start costs a few
 * queries. Returns the migrations applied.
 */
export async function prepareDatabase(db: Database, options: { demo: boolean }): Promise<string[]> {
  const applied = await migrate(db);
  await seedOnce(db, 'reference', SEED_VERSIONS.reference, () => seedReferenceData(db));
  if (options.demo) await seedDemoOnce(db);
  return applied;
}
