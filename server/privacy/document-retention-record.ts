import type { Queryable } from '../db/database';

export interface DueDocument {
  id: number;
  application_id: number;
  path: string;
}

/**
 * The identity documents of one application decided (approved or declined)
 * before `decidedBefore` and not yet deleted, locked for this run: another
 * instance running the job at the same time skips them (skip locked), so no
 * file is deleted twice and no run waits on another.
 */
export async function claimDueApplication(tx: Queryable, decidedBefore: Date): Promise<{ applicationId: number; documents: DueDocument[] } | null> {
  const app = (
    await tx.query<{ id: number }>(
      `select id from applications
       where documents_deleted_at is null and decision in ('APPROVED', 'DECLINED') and decided_at <= $1
       order by decided_at limit 1 for update skip locked`,
      [decidedBefore.toISOString()],
    )
  ).rows[0];
  if (!app) return null;
  const documents = await tx.query<DueDocument>('select id, application_id, path from application_documents where application_id = $1', [app.id]);
  return { applicationId: app.id, documents: documents.rows };
}

/** The application keeps its masked Aadhaar and how it was checked; its document rows go. */
export async function markDocumentsDeleted(tx: Queryable, applicationId: number, now: Date): Promise<void> {
  await tx.query('delete from application_documents where application_id = $1', [applicationId]);
  await tx.query('update applications set documents_deleted_at = $2 where id = $1', [applicationId, now.toISOString()]);
}
