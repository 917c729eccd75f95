import type { Queryable } from '../db/database';
import { DOCUMENT_KINDS } from './submission-record';

// Applications as operators review them. A member has at most one
// live application (not declined); declined ones stay as history.

export { DOCUMENT_KINDS };

export interface QueueRow {
  user_id: number;
  application_id: number;
  username: string;
  first_name: string;
  last_name: string;
  status_code: string;
  city: string;
  plan: string | null;
  submitted_at: Date | string;
  decision: string | null;
  reason: string | null;
}

const LIVE_APPLICATION = `applications a on a.user_id = u.id and a.decision is distinct from 'DECLINED'`;
const PLAN = `left join membership_plan_slabs s on s.id = a.slab_id left join membership_plans p on p.id = s.plan_id`;

/** How the queue may be ordered: a whitelist, so no column name ever comes from a request. */
const QUEUE_ORDER = {
  submitted: 'a.submitted_at',
  name: `lower(u.first_name || ' ' || u.last_name)`,
  city: 'lower(a.city)',
} as const;

export interface QueueOptions {
  /** Words that must all appear in the name, mobile or city. */
  search?: string | null;
  sort?: keyof typeof QUEUE_ORDER | null;
  dir?: 'asc' | 'desc' | null;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * PENDING and ONHOLD applications, oldest first (the queue), a page at a time when `page` is given. A waiting
 * member's live application is undecided or on hold: said here too, so the rows come from the index of exactly
 * those (applications_waiting) in their order; by city from applications_waiting_city. By name the waiting
 * rows are sorted, which stays small: the queue is the applications nobody has decided yet.
 */
export async function listApplicationQueueRows(
  db: Queryable,
  statuses: readonly string[] = ['PENDING', 'ONHOLD'],
  page?: { limit: number; offset: number },
  options: QueueOptions = {},
): Promise<QueueRow[]> {
  const params: unknown[] = [statuses];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  const where = ['u.status_code = any($1::text[])'];
  for (const word of (options.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
    where.push(`lower(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || a.city) like ${add(likePattern(word))}`);
  }
  const dir = options.dir === 'desc' ? 'desc' : 'asc';
  const order = `${QUEUE_ORDER[options.sort ?? 'submitted']} ${dir}, a.id ${dir}`;
  const rows = await db.query<QueueRow>(
    `select u.id as user_id, a.id as application_id, u.username, u.first_name, u.last_name, u.status_code, a.city,
       p.name || ' (' || s.months || ' months)' as plan, a.submitted_at, a.decision, a.reason
     from users u join ${LIVE_APPLICATION} and (a.decision is null or a.decision = 'ONHOLD') ${PLAN}
     where ${where.join(' and ')} order by ${order} ${page ? `limit ${add(page.limit)} offset ${add(page.offset)}` : ''}`,
    params,
  );
  return rows.rows;
}

export interface ApplicantRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  instagram: string | null;
  status_code: string;
  aadhaar_masked: string | null;
  aadhaar_verified_at: Date | string | null;
}

export interface ApplicationRow {
  id: number;
  user_id: number;
  slab_id: number;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zipcode: string;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  decision: string | null;
  reason: string | null;
  /** OTP (the provider checked the number) or MANUAL (the operator compares the card). */
  aadhaar_check: string;
  pan_number: string | null;
  phone: string | null;
  plan_name: string;
  months: number;
  amount: string | number;
}

export async function findApplicant(db: Queryable, by: { userId: number } | { mobile: string }, lock = false): Promise<ApplicantRow | undefined> {
  const [where, value] = 'userId' in by ? ['id = $1', by.userId] : ['username = $1', by.mobile];
  const rows = await db.query<ApplicantRow>(
    `select id as user_id, username, first_name, last_name, email, instagram, status_code, aadhaar_masked, aadhaar_verified_at
     from users where ${where}${lock ? ' for update' : ''}`,
    [value],
  );
  return rows.rows[0];
}

/** The member's applications, newest first: the live one (if any) first, declined ones after. */
export async function listApplications(db: Queryable, userId: number): Promise<ApplicationRow[]> {
  const rows = await db.query<ApplicationRow>(
    `select a.id, a.user_id, a.slab_id, a.address_line1, a.address_line2, a.city, a.state, a.zipcode, a.submitted_at,
       a.decided_at, a.decided_by, a.decision, a.reason, a.aadhaar_check, a.pan_number, a.phone, p.name as plan_name, s.months, s.amount
     from applications a join membership_plan_slabs s on s.id = a.slab_id join membership_plans p on p.id = s.plan_id
     where a.user_id = $1 order by (a.decision is distinct from 'DECLINED') desc, a.submitted_at desc, a.id desc`,
    [userId],
  );
  return rows.rows;
}

export interface DocumentRow {
  id: number;
  application_id: number;
  user_id: number;
  kind: string;
  path: string;
  type: string;
  bytes: number;
  original_name: string;
}

export async function listDocuments(db: Queryable, applicationIds: number[]): Promise<DocumentRow[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db.query<DocumentRow>(
    `select d.id, d.application_id, a.user_id, d.kind, d.path, d.type, d.bytes, d.original_name
     from application_documents d join applications a on a.id = d.application_id
     where d.application_id = any($1::int[]) order by d.application_id, d.id`,
    [applicationIds],
  );
  return rows.rows;
}

export async function findDocument(db: Queryable, documentId: number): Promise<DocumentRow | undefined> {
  const rows = await db.query<DocumentRow>(
    `select d.id, d.application_id, a.user_id, d.kind, d.path, d.type, d.bytes, d.original_name
     from application_documents d join applications a on a.id = d.application_id where d.id = $1`,
    [documentId],
  );
  return rows.rows[0];
}

/** An operator's decision on the live application. */
export async function recordDecision(tx: Queryable, applicationId: number, decision: string, decidedBy: string, reason: string | null, at: Date) {
  await tx.query('update applications set decided_at = $2, decided_by = $3, decision = $4, reason = $5 where id = $1', [
    applicationId,
    at.toISOString(),
    decidedBy,
    decision,
    reason,
  ]);
}

// The form's details and the submission's SQL are in submission-record.ts; routes name the details from here too.
export type { ApplicationDetails } from './submission-record';
