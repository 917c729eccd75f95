import type { Queryable } from '../db/database';

// SQL of the operators' settings (migration 251): one jsonb value per name.

export interface ClubSetting<T> {
  value: T;
  changed_at: Date | string;
  changed_by: string;
}

/** The operators' value of a setting (undefined: none, the server's default holds); `lock` holds the row for a change. */
export async function readClubSetting<T>(db: Queryable, name: string, lock = false): Promise<ClubSetting<T> | undefined> {
  const result = await db.query<ClubSetting<T>>(`select value, changed_at, changed_by from club_settings where name = $1${lock ? ' for update' : ''}`, [name]);
  return result.rows[0];
}

/** Sets a setting's value for every instance. */
export async function writeClubSetting(tx: Queryable, name: string, value: unknown, at: Date, by: string): Promise<void> {
  await tx.query(
    `insert into club_settings (name, value, changed_at, changed_by) values ($1, $2::jsonb, $3, $4)
     on conflict (name) do update set value = excluded.value, changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
    [name, JSON.stringify(value), at.toISOString(), by],
  );
}
