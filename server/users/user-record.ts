import type { Queryable } from '../db/database';
import type { User, UserStatus } from '../../src/api/shapes/user';
import { prepared } from '../db/prepared';

/** A users row as the database returns it. */
export interface UserRow {
  id: number;
  username: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  instagram: string | null;
  roles: string[];
  status_code: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  address_line1: string | null;
  address_line2: string | null;
  /** Tokens issued up to this moment are refused (the back office ended this person's sessions). */
  sessions_revoked_at: Date | string | null;
}

export interface NewUserRecord {
  username: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  instagram?: string | null;
  roles: string[];
  statusCode: string;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  /** The partner page of the sign-up (<tote-auth partner-id>), if any. */
  partnerId?: string | null;
}

const COLUMNS =
  'id, username, phone, first_name, last_name, email, instagram, roles, status_code, city, state, zipcode, address_line1, address_line2, sessions_revoked_at';

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${COLUMNS} from users where username = $1`, [username])).rows[0];
}

/**
 * The member's status, read with a row lock so status changes of one member happen one at a time; undefined when
 * there is no such member. The lock is `for no key update`, as every lock on a member's row here: it still queues
 * the member's own writes, but not a row that merely refers to the member (a notice, an audit row). With `for update`
 * a booking (member's row, then the catalogue's version) and a shipment of that member's bag (the version, then a
 * notice referring to the member) deadlocked, and one of them answered 503.
 */
export async function lockedUserStatus(tx: Queryable, userId: number): Promise<string | undefined> {
  return (await tx.query<{ status_code: string }>('select status_code from users where id = $1 for no key update', [userId])).rows[0]?.status_code;
}

/** The member's name and status, with their row locked. */
export async function lockMemberNames(
  tx: Queryable,
  userId: number,
): Promise<{ id: number; first_name: string; last_name: string; status_code: string } | undefined> {
  return (
    await tx.query<{ id: number; first_name: string; last_name: string; status_code: string }>(
      'select id, first_name, last_name, status_code from users where id = $1 for no key update',
      [userId],
    )
  ).rows[0];
}

export async function setUserStatus(db: Queryable, userId: number, status: string): Promise<void> {
  await db.query('update users set status_code = $2 where id = $1', [userId, status]);
}

/** The member's name, mobile and address as they are now, for a tax document's recipient. */
export interface BillingAddressRow {
  first_name: string;
  last_name: string;
  username: string;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export async function findBillingAddress(db: Queryable, userId: number): Promise<BillingAddressRow | undefined> {
  return (
    await db.query<BillingAddressRow>('select first_name, last_name, username, address_line1, address_line2, city, state, zipcode from users where id = $1', [
      userId,
    ])
  ).rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(prepared(`select ${COLUMNS} from users where id = $1`), [id])).rows[0];
}

/** Inserts the user; undefined when the username is already taken. */
export async function insertUser(db: Queryable, user: NewUserRecord): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `insert into users (username, phone, first_name, last_name, email, instagram, roles, status_code, city, state, zipcode, partner_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (username) do nothing
     returning ${COLUMNS}`,
    [
      user.username,
      user.phone,
      user.firstName,
      user.lastName,
      user.email,
      user.instagram || null,
      user.roles,
      user.statusCode,
      user.city || null,
      user.state || null,
      user.zipcode || null,
      user.partnerId ?? null,
    ],
  );
  return result.rows[0];
}

/** The user as the client reads it (src/api/shapes/user.ts UserShape). */
export function userJson(row: UserRow): User {
  return {
    id: row.id,
    userId: row.id,
    username: row.username,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    instagram: row.instagram,
    roles: row.roles,
    // The database's check constraint holds status_code to the seven codes.
    status: { code: row.status_code as UserStatus },
    userAddress: { addressLine1: row.address_line1, addressLine2: row.address_line2, city: row.city, state: row.state, zipcode: row.zipcode },
  };
}
