import type { Database, Queryable } from '../db/database';
import { notFound } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import type { DocumentStore } from '../uploads/document-store';

export { DOCUMENT_KINDS };
import { applicationJson, DOCUMENT_LABELS, queueItemJson } from './application-json';
import { DOCUMENT_KINDS, type DocumentRow, findApplicant, findDocument, listApplicationQueueRows, listApplications, listDocuments } from './application-record';

/** PENDING and ONHOLD applications (the queue), oldest first unless sorted otherwise, a page at a time when `page` is given. */
export async function listApplicationQueue(...args: Parameters<typeof listApplicationQueueRows>) {
  return (await listApplicationQueueRows(...args)).map(queueItemJson);
}

/** An applicant and their applications (the live one first) with their documents, as operators review them. */
export async function applicantDetail(db: Queryable, by: { userId: number } | { mobile: string }) {
  const user = await findApplicant(db, by);
  if (!user) throw notFound('userId' in by ? 'No such member.' : `No member with mobile number ${by.mobile}.`);
  const applications = await listApplications(db, user.user_id);
  const documents = await listDocuments(
    db,
    applications.map((a) => a.id),
  );
  return {
    userId: user.user_id,
    mobile: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    instagram: user.instagram,
    status: user.status_code,
    aadhaarMasked: user.aadhaar_masked,
    aadhaarVerifiedAt: user.aadhaar_verified_at === null ? null : new Date(user.aadhaar_verified_at).toISOString(),
    applications: applications.map((a) => applicationJson(a, documents)),
  };
}

/** The document of `kind` in the member's live application (npm run admin -- document). */
export async function findLiveDocument(db: Queryable, mobile: string, kind: string): Promise<DocumentRow> {
  const detail = await applicantDetail(db, { mobile });
  const doc = detail.applications[0]?.documents.find((d) => d.kind === kind);
  if (!doc || detail.applications[0].decision === 'DECLINED') throw notFound(`No ${kind} document from mobile number ${mobile}.`);
  return (await findDocument(db, doc.documentId))!;
}

/** How long one look at an application's documents lasts in the audit log. */
export const VIEWING_SESSION_MS = 30 * 60_000;

/**
 * The key of a document-viewing session: one operator, one application, one half hour of the clock. Opening
 * an application shows all its documents, and an operator goes back to them while deciding: one audit row
 * says who saw whose cards and when, instead of one per file per look.
 */
function viewingSession(actor: Actor, applicationId: number, at: Date): string {
  return `document.view:${actor.userId ?? actor.name}:${applicationId}:${Math.floor(at.getTime() / VIEWING_SESSION_MS)}`;
}

/**
 * One identity document's bytes, for an operator: read from the document
 * store, and the look written to the audit log (who saw whose card, when).
 */
export async function readApplicationDocument(db: Database, store: DocumentStore, actor: Actor, documentId: number, at: Date) {
  const doc = await findDocument(db, documentId);
  if (!doc) throw notFound('No such document.');
  const stored = await store.get(doc.path);
  if (!stored) throw notFound(`The ${DOCUMENT_LABELS[doc.kind] ?? doc.kind} is recorded but missing from the document store.`);
  const owner = await findApplicant(db, { userId: doc.user_id });
  await writeAudit(db, actor, at, {
    action: 'document.view',
    subjectType: 'application',
    subjectId: doc.application_id,
    summary: `Viewed the identity documents of ${owner ? `${owner.first_name} ${owner.last_name}` : `member ${doc.user_id}`}`,
    onceKey: viewingSession(actor, doc.application_id, at),
  });
  return { doc, bytes: stored.bytes };
}
