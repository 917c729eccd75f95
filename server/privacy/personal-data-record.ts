import type { Queryable } from '../db/database';

const iso = (date: Date) => date.toISOString();

/**
 * What the club holds about one member, table by table, for their download.
 * Secrets are left out: OTP and Aadhaar hashes, provider references, file
 * paths (the images themselves are never handed out; the masked Aadhaar is).
 */
export async function personalData(db: Queryable, userId: number): Promise<Record<string, unknown[]>> {
  const rows = async (sql: string) => (await db.query<{ row: unknown }>(sql, [userId])).rows.map((r) => r.row);
  return {
    profile: await rows(`select to_jsonb(u) - 'sessions_revoked_at' - 'staff_seen_at' as row from users u where id = $1`),
    consents: await rows("select to_jsonb(c) - 'user_id' as row from consents c where user_id = $1 order by given_at"),
    applications: await rows(
      `select to_jsonb(a) - 'user_id' - 'aadhaar_reference_id' || jsonb_build_object('documents',
         (select coalesce(jsonb_agg(jsonb_build_object('kind', d.kind, 'type', d.type, 'bytes', d.bytes)), '[]') from application_documents d where d.application_id = a.id)) as row
       from applications a where user_id = $1 order by submitted_at`,
    ),
    memberships: await rows("select to_jsonb(m) - 'user_id' as row from user_memberships m where user_id = $1 order by id"),
    bookings: await rows("select to_jsonb(b) - 'user_id' as row from bookings b where user_id = $1 order by id"),
    orders: await rows("select to_jsonb(o) - 'user_id' as row from orders o where user_id = $1 order by id"),
    payments: await rows("select to_jsonb(p) - 'user_id' as row from payments p where user_id = $1 order by id"),
    waitingList: await rows("select to_jsonb(w) - 'user_id' as row from waiting_list w where user_id = $1"),
    favourites: await rows("select to_jsonb(f) - 'user_id' as row from favourites f where user_id = $1"),
    planChanges: await rows("select to_jsonb(c) - 'user_id' as row from plan_changes c where user_id = $1 order by id"),
    bagdrops: await rows("select to_jsonb(b) - 'user_id' as row from bagdrops b where user_id = $1 order by id"),
    reviews: await rows("select to_jsonb(r) - 'user_id' - 'photo_path' - 'decided_by' as row from reviews r where user_id = $1 order by id"),
    eventRegistrations: await rows("select to_jsonb(e) - 'user_id' as row from event_registrations e where user_id = $1"),
    notifications: await rows("select to_jsonb(n) - 'to_user_id' as row from notifications n where to_user_id = $1 order by id"),
    deletionRequests: await rows(
      "select jsonb_build_object('requestedAt', requested_at, 'dueAt', due_at, 'status', status, 'doneAt', done_at) as row from deletion_requests where user_id = $1 order by id",
    ),
  };
}

export interface DeletionRequestRow {
  id: number;
  user_id: number | null;
  requested_at: Date | string;
  due_at: Date | string;
  status: 'OPEN' | 'DONE';
  done_at: Date | string | null;
  note: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

const REQUEST_COLUMNS = `r.id, r.user_id, r.requested_at, r.due_at, r.status, r.done_at, r.note, u.first_name, u.last_name, u.username`;

/** A new open request; null when the member already has one open. */
export async function insertDeletionRequest(db: Queryable, userId: number, now: Date, dueAt: Date): Promise<number | null> {
  const inserted = await db.query<{ id: number }>(
    `insert into deletion_requests (user_id, requested_at, due_at) values ($1, $2, $3)
     on conflict (user_id) where status = 'OPEN' do nothing returning id`,
    [userId, iso(now), iso(dueAt)],
  );
  return inserted.rows[0]?.id ?? null;
}

export async function findOpenRequestOf(db: Queryable, userId: number): Promise<DeletionRequestRow | undefined> {
  return (
    await db.query<DeletionRequestRow>(
      `select ${REQUEST_COLUMNS} from deletion_requests r left join users u on u.id = r.user_id where r.user_id = $1 and r.status = 'OPEN'`,
      [userId],
    )
  ).rows[0];
}

/** Open requests, the most urgent first, then the last 50 done. */
export async function listDeletionRequests(db: Queryable): Promise<DeletionRequestRow[]> {
  return (
    await db.query<DeletionRequestRow>(
      `(select ${REQUEST_COLUMNS} from deletion_requests r left join users u on u.id = r.user_id where r.status = 'OPEN' order by r.due_at limit 500)
       union all
       (select ${REQUEST_COLUMNS} from deletion_requests r left join users u on u.id = r.user_id where r.status = 'DONE' order by r.done_at desc limit 50)`,
    )
  ).rows;
}

export async function lockDeletionRequest(tx: Queryable, id: number): Promise<DeletionRequestRow | undefined> {
  return (
    await tx.query<DeletionRequestRow>(
      `select ${REQUEST_COLUMNS} from deletion_requests r left join users u on u.id = r.user_id where r.id = $1 for update of r`,
      [id],
    )
  ).rows[0];
}

export async function bookingsOut(tx: Queryable, userId: number): Promise<number> {
  return (await tx.query<{ n: number }>("select count(*)::int as n from bookings where user_id = $1 and status = 'BOOKED'", [userId])).rows[0].n;
}

export async function hasInvoices(tx: Queryable, userId: number): Promise<boolean> {
  return (await tx.query('select 1 from orders where user_id = $1 limit 1', [userId])).rows.length > 0;
}

/** The paths of every uploaded file of the member (identity documents, bag-drop photos): the store's copies go too. */
export async function uploadedFiles(tx: Queryable, userId: number): Promise<string[]> {
  const result = await tx.query<{ path: string }>(
    `select d.path from application_documents d join applications a on a.id = d.application_id where a.user_id = $1
     union all
     select p.path from bagdrop_photos p join bagdrops b on b.id = p.bagdrop_id where b.user_id = $1
     union all
     select r.photo_path from reviews r where r.user_id = $1 and r.photo_path is not null`,
    [userId],
  );
  return result.rows.map((r) => r.path);
}

/**
 * Erases the member's personal data. Kept: orders and payments (invoices must
 * be kept by law), memberships and bookings (what the invoices were for), and
 * on the user row the name and billing address the invoices name, when there
 * are invoices. The mobile number becomes a placeholder no phone has (a
 * leading 0), so the number is free to sign up again; every session ends.
 */
export async function eraseMember(tx: Queryable, userId: number, keepInvoiceParty: boolean, now: Date): Promise<void> {
  for (const sql of [
    'delete from favourites where user_id = $1',
    'delete from waiting_list where user_id = $1',
    'delete from notifications where to_user_id = $1',
    'delete from event_registrations where user_id = $1',
    'delete from handoff_codes where user_id = $1',
    'delete from aadhaar_verifications where user_id = $1',
    'delete from consents where user_id = $1',
    'delete from bagdrop_photos where bagdrop_id in (select id from bagdrops where user_id = $1)',
    // Reviews carry the member's words, name and photo: they leave the bag pages with the member.
    'delete from reviews where user_id = $1',
    'delete from application_documents where application_id in (select id from applications where user_id = $1)',
    `update applications set aadhaar_masked = null, pan_number = null, aadhaar_reference_id = null, phone = null, documents_deleted_at = coalesce(documents_deleted_at, $2)
     ${keepInvoiceParty ? '' : ", address_line1 = '', address_line2 = null, city = '', state = '', zipcode = ''"} where user_id = $1`,
  ]) {
    await tx.query(sql, sql.includes('$2') ? [userId, iso(now)] : [userId]);
  }
  await tx.query('delete from otp_codes where username = (select username from users where id = $1)', [userId]);
  await tx.query('delete from otp_sends where username = (select username from users where id = $1)', [userId]);
  await tx.query(
    `update users set username = '0' || lpad(id::text, 9, '0'), phone = null, email = null, instagram = null, aadhaar_masked = null, aadhaar_verified_at = null,
       roles = array['ROLE_CUSTOMER'], status_code = 'DEACTIVE', partner_id = null, sessions_revoked_at = $2
       ${keepInvoiceParty ? '' : ", first_name = 'Erased', last_name = 'member', city = null, state = null, zipcode = null, address_line1 = null, address_line2 = null"}
     where id = $1`,
    [userId, iso(now)],
  );
}

export async function markRequestDone(tx: Queryable, id: number, operatorId: number | null, note: string | null, now: Date): Promise<void> {
  await tx.query("update deletion_requests set status = 'DONE', done_at = $2, done_by = $3, note = $4 where id = $1", [id, iso(now), operatorId, note]);
}
