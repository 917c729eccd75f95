import type { Database } from '../db/database';
import { notFound } from '../http/respond';
import type { DocumentStore } from '../uploads/document-store';

export const DOCUMENT_KINDS = ['AADHAAR_FRONT', 'AADHAAR_BACK', 'PAN'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ApplicationDocuments {
  mobile: string;
  name: string;
  status: string;
  /** Masked, 'XXXX XXXX 1234'. */
  aadhaar: string | null;
  /** OTP (checked by the provider) or MANUAL (the operator compares the card). */
  aadhaarCheck: string;
  documents: { kind: DocumentKind; type: string; bytes: number; originalName: string }[];
}

/** What an applicant uploaded, for the operator's review (never for members: there is no member route to it). */
export async function listApplicationDocuments(db: Database, mobile: string): Promise<ApplicationDocuments> {
  const application = (
    await db.query<{ id: number; first_name: string; last_name: string; status_code: string; aadhaar_masked: string | null; aadhaar_check: string }>(
      `select a.id, u.first_name, u.last_name, u.status_code, u.aadhaar_masked, a.aadhaar_check
       from users u join applications a on a.user_id = u.id where u.username = $1`,
      [mobile],
    )
  ).rows[0];
  if (!application) throw notFound(`No application from mobile number ${mobile}.`);
  const documents = await db.query<{ kind: DocumentKind; type: string; bytes: number; original_name: string }>(
    'select kind, type, bytes, original_name from application_documents where application_id = $1 order by kind',
    [application.id],
  );
  return {
    mobile,
    name: `${application.first_name} ${application.last_name}`,
    status: application.status_code,
    aadhaar: application.aadhaar_masked,
    aadhaarCheck: application.aadhaar_check,
    documents: documents.rows.map((d) => ({ kind: d.kind, type: d.type, bytes: d.bytes, originalName: d.original_name })),
  };
}

/** One uploaded document's bytes, read back from the document store. */
export async function readApplicationDocument(db: Database, store: DocumentStore, mobile: string, kind: string) {
  const row = (
    await db.query<{ path: string; type: string; original_name: string }>(
      `select d.path, d.type, d.original_name from application_documents d join applications a on a.id = d.application_id
       join users u on u.id = a.user_id where u.username = $1 and d.kind = $2`,
      [mobile, kind],
    )
  ).rows[0];
  if (!row) throw notFound(`No ${kind} document from mobile number ${mobile}.`);
  const stored = await store.get(row.path);
  if (!stored) throw notFound(`The ${kind} document of ${mobile} is recorded but missing from the document store.`);
  return { bytes: stored.bytes, contentType: row.type, originalName: row.original_name };
}
