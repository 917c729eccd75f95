import type { Queryable } from '../db/database';

/** Adds or removes `role` from a user; returns the roles after. */
export async function setRole(tx: Queryable, userId: number, role: string, grant: boolean): Promise<string[]> {
  const sql = grant
    ? 'update users set roles = array_append(roles, $2) where id = $1 and not ($2 = any(roles)) returning roles'
    : 'update users set roles = array_remove(roles, $2) where id = $1 returning roles';
  const changed = (await tx.query<{ roles: string[] }>(sql, [userId, role])).rows[0];
  return changed?.roles ?? (await tx.query<{ roles: string[] }>('select roles from users where id = $1', [userId])).rows[0].roles;
}
