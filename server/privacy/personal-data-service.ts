import type { ServerContext } from '../context';
import { conflict, notFound } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { documentsOf } from '../uploads/document-store';
import { deleteFiles } from './document-retention';
import type { DeletionRequest, OperatorDeletionRequest } from '../../src/api/shapes/privacy';
import {
  bookingsOut,
  type DeletionRequestRow,
  eraseMember,
  findOpenRequestOf,
  hasInvoices,
  insertDeletionRequest,
  listDeletionRequests,
  lockDeletionRequest,
  markRequestDone,
  personalData,
  uploadedFiles,
} from './personal-data-record';

const DAY = 24 * 60 * 60_000;
const iso = (value: Date | string) => new Date(value).toISOString();

export const PRIVACY_MESSAGES = {
  alreadyAsked: 'You have already asked us to delete your data; we will answer by the date shown.',
  noRequest: 'No such deletion request.',
  alreadyDone: 'This request has already been worked.',
  bagOut: 'This member still has a bag out: check it in before erasing their data.',
} as const;

/** GET /api/account/data: everything the club holds about the caller, as one JSON document. */
export async function exportPersonalData(ctx: ServerContext, userId: number) {
  return { exportedAt: ctx.now().toISOString(), ...(await personalData(ctx.db, userId)) };
}

const requestJson = (row: DeletionRequestRow): DeletionRequest => ({
  requestId: row.id,
  requestedAt: iso(row.requested_at),
  dueAt: iso(row.due_at),
  status: row.status,
});

export async function openDeletionRequest(ctx: ServerContext, userId: number): Promise<DeletionRequest | null> {
  const row = await findOpenRequestOf(ctx.db, userId);
  return row ? requestJson(row) : null;
}

/** POST /api/account/deletion-request: the member asks; operators answer within TOTE_DELETION_DAYS. */
export async function requestDeletion(ctx: ServerContext, userId: number): Promise<DeletionRequest> {
  const now = ctx.now();
  const id = await insertDeletionRequest(ctx.db, userId, now, new Date(now.getTime() + ctx.config.deletionDays * DAY));
  if (id === null) throw conflict(PRIVACY_MESSAGES.alreadyAsked);
  return (await openDeletionRequest(ctx, userId))!;
}

export async function deletionRequestsForOperators(ctx: ServerContext): Promise<OperatorDeletionRequest[]> {
  const now = ctx.now().getTime();
  return (await listDeletionRequests(ctx.db)).map((row) => ({
    requestId: row.id,
    userId: row.user_id,
    name: row.first_name ? `${row.first_name} ${row.last_name}` : '(gone)',
    mobile: row.status === 'OPEN' ? row.username : null,
    requestedAt: iso(row.requested_at),
    dueAt: iso(row.due_at),
    status: row.status,
    overdue: row.status === 'OPEN' && new Date(row.due_at).getTime() < now,
    doneAt: row.done_at ? iso(row.done_at) : null,
    note: row.note,
  }));
}

/**
 * An operator works a request: the member's personal data is erased, what the
 * law requires is kept (invoices, and the name and address on them), the
 * uploaded files leave the document store, and the audit log says so (without
 * the personal data itself).
 */
export async function eraseOnRequest(ctx: ServerContext, actor: Actor, requestId: number, note: string | null | undefined): Promise<OperatorDeletionRequest[]> {
  const now = ctx.now();
  const store = documentsOf(ctx);
  const files = await ctx.db.transaction(async (tx) => {
    const request = await lockDeletionRequest(tx, requestId);
    if (!request || request.user_id === null) throw notFound(PRIVACY_MESSAGES.noRequest);
    if (request.status !== 'OPEN') throw conflict(PRIVACY_MESSAGES.alreadyDone);
    const userId = request.user_id;
    if ((await bookingsOut(tx, userId)) > 0) throw conflict(PRIVACY_MESSAGES.bagOut);
    const keepInvoiceParty = await hasInvoices(tx, userId);
    const files = await uploadedFiles(tx, userId);
    await eraseMember(tx, userId, keepInvoiceParty, now);
    await markRequestDone(tx, requestId, actor.userId, note?.trim() || null, now);
    await writeAudit(tx, actor, now, {
      action: 'member.erase',
      subjectType: 'member',
      subjectId: userId,
      summary: `Erased a member's personal data on their request #${requestId} (${files.length} file(s))${keepInvoiceParty ? '; invoices kept with the name and address on them' : ''}`,
    });
    return files;
  });
  // After the commit: the database store is the same (embedded: single-connection) database.
  await deleteFiles(store, files);
  return deletionRequestsForOperators(ctx);
}
