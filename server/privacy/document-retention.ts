import type { Database } from '../db/database';
import { HOUR, runEvery } from '../jobs/run-every';
import { log } from '../log/logger';
import { writeAudit } from '../operators/audit-record';
import type { DocumentStore } from '../uploads/document-store';
import { claimDueApplication, markDocumentsDeleted } from './document-retention-record';

const DAY = 24 * HOUR;

/** Who the audit log names for the job's deletions. */
export const RETENTION_ACTOR = { userId: null, name: 'document retention' } as const;

/**
 * Deletes the identity document images (Aadhaar front and back, PAN) of every
 * application decided at least `days` days ago (TOTE_ID_DOCUMENT_DAYS, default
 * 30), from the document store and the database, one application per
 * transaction. The masked Aadhaar and the verification result stay. Several
 * instances may run it at once: each application is claimed with a row lock
 * that the others skip. Returns how many applications were cleared.
 */
export async function deleteExpiredDocuments(db: Database, documents: DocumentStore, days: number, now: Date): Promise<number> {
  let cleared = 0;
  for (;;) {
    const paths = await db.transaction(async (tx) => {
      const due = await claimDueApplication(tx, new Date(now.getTime() - days * DAY));
      if (!due) return null;
      await markDocumentsDeleted(tx, due.applicationId, now);
      await writeAudit(tx, RETENTION_ACTOR, now, {
        action: 'documents.delete',
        subjectType: 'application',
        subjectId: due.applicationId,
        summary: `Deleted ${due.documents.length} identity document image(s) ${days} days after the decision; the masked Aadhaar and the check's result are kept`,
      });
      return due.documents.map((doc) => doc.path);
    });
    if (paths === null) return cleared;
    // After the commit: the database store is the same (embedded: single-connection) database.
    await deleteFiles(documents, paths);
    cleared += 1;
  }
}

/** Deletes files from the store; one that fails is logged by its random key (never personal data) for an operator to remove. */
export async function deleteFiles(documents: DocumentStore, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await documents.delete(path).catch((err: Error) => log.warn({ key: path, err: { message: err.message } }, 'a file past retention could not be deleted'));
  }
}

/** Runs the deletion now and then every hour; returns a stop function that waits for a run in progress. */
export function scheduleDocumentRetention(db: Database, documents: DocumentStore, days: number, now: () => Date = () => new Date()): () => Promise<void> {
  return runEvery(
    HOUR,
    async () => {
      const cleared = await deleteExpiredDocuments(db, documents, days, now());
      if (cleared) log.info({ applications: cleared }, 'identity documents past retention deleted');
    },
    'deleting identity documents past retention failed; the next run tries again',
  );
}
