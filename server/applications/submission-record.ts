import type { Queryable } from '../db/database';
import type { StoredUpload } from '../uploads/stored-file-record';

// A member's application as they submit it: what the form collected, the member it updates, the documents it carries.

export const DOCUMENT_KINDS = ['AADHAAR_FRONT', 'AADHAAR_BACK', 'PAN'] as const;

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
): Promise<number> {
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
  return application.rows[0].id;
}

/** The mobiles of PENDING members whose application (not declined) came after `after` and by `by`, oldest first. */
export async function pendingSubmittedBetween(db: Queryable, after: Date, by: Date): Promise<string[]> {
  const due = await db.query<{ username: string }>(
    `select u.username from users u join applications a on a.user_id = u.id and a.decision is distinct from 'DECLINED'
     where u.status_code = 'PENDING' and a.submitted_at <= $1 and a.submitted_at > $2 order by a.submitted_at`,
    [by.toISOString(), after.toISOString()],
  );
  return due.rows.map((row) => row.username);
}
