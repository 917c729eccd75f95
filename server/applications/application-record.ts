import type { Queryable } from '../db/database';
import type { StoredUpload } from '../uploads/store-upload';

// Applications as operators review them. A member has at most one
// live application (not declined); declined ones stay as history.

export const DOCUMENT_KINDS = ['AADHAAR_FRONT', 'AADHAAR_BACK', 'PAN'] as const;

export const DOCUMENT_LABELS: Record<string, string> = {
  AADHAAR_FRONT: 'Aadhaar card (front)',
  AADHAAR_BACK: 'Aadhaar card (back)',
  PAN: 'PAN card',
};

interface QueueRow {
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

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const LIVE_APPLICATION = `applications a on a.user_id = u.id and a.decision is distinct from 'DECLINED'`;
const PLAN = `left join membership_plan_slabs s on s.id = a.slab_id left join membership_plans p on p.id = s.plan_id`;

/**
 * PENDING and ONHOLD applications, oldest first (the queue), a page at a time when `page` is given. A waiting
 * member's live application is undecided or on hold: said here too, so the rows come from the index of exactly
 * those (applications_waiting) in their order.
 */
export async function listApplicationQueue(db: Queryable, statuses: readonly string[] = ['PENDING', 'ONHOLD'], page?: { limit: number; offset: number }) {
  const rows = await db.query<QueueRow>(
    `select u.id as user_id, a.id as application_id, u.username, u.first_name, u.last_name, u.status_code, a.city,
       p.name || ' (' || s.months || ' months)' as plan, a.submitted_at, a.decision, a.reason
     from users u join ${LIVE_APPLICATION} and (a.decision is null or a.decision = 'ONHOLD') ${PLAN}
     where u.status_code = any($1::text[]) order by a.submitted_at, a.id ${page ? 'limit $2 offset $3' : ''}`,
    page ? [statuses, page.limit, page.offset] : [statuses],
  );
  return rows.rows.map((r) => ({
    userId: r.user_id,
    applicationId: r.application_id,
    mobile: r.username,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status_code,
    city: r.city,
    plan: r.plan,
    submittedAt: iso(r.submitted_at)!,
    reason: r.decision === 'ONHOLD' ? r.reason : null,
  }));
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

export function documentJson(row: DocumentRow) {
  return {
    documentId: row.id,
    kind: row.kind,
    label: DOCUMENT_LABELS[row.kind] ?? row.kind,
    contentType: row.type,
    bytes: row.bytes,
    originalName: row.original_name,
    url: `/api/operator/documents/${row.id}`,
  };
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

/** A postal address as the back office reads it (src/api/shapes/operator.ts AddressShape). */
export function addressJson(row: {
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}) {
  return { addressLine1: row.address_line1, addressLine2: row.address_line2, city: row.city, state: row.state, zipcode: row.zipcode };
}

export function applicationJson(row: ApplicationRow, documents: DocumentRow[]) {
  return {
    applicationId: row.id,
    submittedAt: iso(row.submitted_at)!,
    decidedAt: iso(row.decided_at),
    decidedBy: row.decided_by,
    decision: row.decision,
    reason: row.reason,
    aadhaarCheck: row.aadhaar_check,
    panNumber: row.pan_number,
    phone: row.phone,
    address: addressJson(row),
    plan: { slabId: row.slab_id, name: row.plan_name, months: row.months, amount: Number(row.amount) },
    documents: documents.filter((d) => d.application_id === row.id).map(documentJson),
  };
}

/** What the application form collects, checked (server/routes/application-routes.ts). */
export interface ApplicationDetails {
  firstName: string;
  lastName: string;
  email: string;
  instagram: string;
  /** The mobile number given on the form, 10 digits. */
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipcode: string;
  panNumber: string;
  /** 'XXXX XXXX 1234': all that is kept of the Aadhaar number. */
  aadhaarMasked: string;
  aadhaarReferenceId: string | null;
}

/** What the application form needs to know of the member applying. */
export interface ApplicantStatusRow {
  status_code: string;
  aadhaar_verified_at: unknown;
  aadhaar_masked: string | null;
}

export async function findApplicantStatus(db: Queryable, userId: number): Promise<ApplicantStatusRow | undefined> {
  return (await db.query<ApplicantStatusRow>('select status_code, aadhaar_verified_at, aadhaar_masked from users where id = $1', [userId])).rows[0];
}

/** Whether `referenceId` is one of the member's Aadhaar verifications that succeeded. */
export async function isVerifiedReference(db: Queryable, userId: number, referenceId: string): Promise<boolean> {
  const found = await db.query('select 1 from aadhaar_verifications where user_id = $1 and reference_id = $2 and verified_at is not null', [
    userId,
    referenceId,
  ]);
  return found.rows.length > 0;
}

/**
 * The submitted application: the member's details and address updated, status
 * PENDING; the application with what the form collected and how the Aadhaar
 * number was checked (OTP, or MANUAL by an operator); its three documents
 * (front, back, PAN, in that order).
 */
export async function insertApplication(
  tx: Queryable,
  userId: number,
  slabId: number,
  details: ApplicationDetails,
  aadhaarCheck: 'OTP' | 'MANUAL',
  documents: StoredUpload[],
  now: Date,
): Promise<void> {
  await tx.query(
    `update users set first_name = $2, last_name = $3, email = $4, instagram = $5, city = $6, state = $7, zipcode = $8,
       address_line1 = $9, address_line2 = $10, status_code = 'PENDING' where id = $1`,
    [
      userId,
      details.firstName,
      details.lastName,
      details.email,
      details.instagram || null,
      details.city,
      details.state,
      details.zipcode,
      details.addressLine1,
      details.addressLine2 || null,
    ],
  );
  const application = await tx.query<{ id: number }>(
    `insert into applications (user_id, slab_id, address_line1, address_line2, city, state, zipcode, submitted_at,
       pan_number, aadhaar_masked, aadhaar_reference_id, phone, aadhaar_check)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      userId,
      slabId,
      details.addressLine1,
      details.addressLine2 || null,
      details.city,
      details.state,
      details.zipcode,
      now.toISOString(),
      details.panNumber,
      details.aadhaarMasked,
      details.aadhaarReferenceId,
      details.phone,
      aadhaarCheck,
    ],
  );
  for (const [i, file] of documents.entries()) {
    await tx.query('insert into application_documents (application_id, kind, path, type, bytes, original_name) values ($1, $2, $3, $4, $5, $6)', [
      application.rows[0].id,
      DOCUMENT_KINDS[i],
      file.path,
      file.type,
      file.bytes,
      file.originalName,
    ]);
  }
}
