import type { Database } from '../db/database';

/**
 * Runs a seed once per version: a start finds `name` recorded at `version` in
 * seed_runs with one query and does nothing more. Otherwise it takes the
 * seed's advisory lock (another instance seeding at the same time waits),
 * looks again, runs `fn` and records it. Seeds are idempotent on their own as
 * well (they insert what is missing), so a run cut short is safely repeated.
 */
export async function seedOnce(db: Database, name: string, version: number, fn: () => Promise<void>): Promise<boolean> {
  const done = async () => ((await db.query<{ version: number }>('select version from seed_runs where name = $1', [name])).rows[0]?.version ?? 0) >= version;
  if (await done()) return false;
  return db.withLock(`tote:seed:${name}`, async () => {
    if (await done()) return false;
    await fn();
    await db.query(
      `insert into seed_runs (name, version) values ($1, $2)
       on conflict (name) do update set version = excluded.version, applied_at = now()`,
      [name, version],
    );
    return true;
  });
}
