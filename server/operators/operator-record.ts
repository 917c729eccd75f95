import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { ROLE_OPERATOR } from './actor';

export interface StaffRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  roles: string[];
  staff_seen_at?: Date | string | null;
}

const COLUMNS = 'id, username, first_name, last_name, roles';

/** The user behind a token, read on every operator call so a revoked role stops working at once. */
export async function findStaff(db: Queryable, userId: number): Promise<StaffRow | undefined> {
  return (await db.query<StaffRow>(prepared(`select ${COLUMNS}, staff_seen_at from users where id = $1`), [userId])).rows[0];
}

export async function findStaffByUsername(db: Queryable, username: string, lock = false): Promise<StaffRow | undefined> {
  return (await db.query<StaffRow>(`select ${COLUMNS} from users where username = $1${lock ? ' for update' : ''}`, [username])).rows[0];
}

export const isOperator = (roles: readonly string[]) => roles.includes(ROLE_OPERATOR);

/** Adds or removes ROLE_OPERATOR; returns the roles after. */
export async function setOperatorRole(tx: Queryable, userId: number, grant: boolean): Promise<string[]> {
  const sql = grant
    ? 'update users set roles = array_append(roles, $2) where id = $1 and not ($2 = any(roles)) returning roles'
    : 'update users set roles = array_remove(roles, $2) where id = $1 returning roles';
  const changed = (await tx.query<{ roles: string[] }>(sql, [userId, ROLE_OPERATOR])).rows[0];
  return changed?.roles ?? (await tx.query<{ roles: string[] }>('select roles from users where id = $1', [userId])).rows[0].roles;
}

export async function listOperators(db: Queryable) {
  const rows = await db.query<StaffRow>(`select ${COLUMNS} from users where $1 = any(roles) order by first_name, last_name, id`, [ROLE_OPERATOR]);
  return rows.rows.map((r) => ({ userId: r.id, mobile: r.username, name: `${r.first_name} ${r.last_name}` }));
}
