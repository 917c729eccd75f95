import { array, boolean, type Infer, nullable, number, optional, string, type } from 'superstruct';

/** A member's request to erase their data (GET/POST /api/account/deletion-request). */
export const DeletionRequestShape = type({
  requestId: number(),
  /** ISO timestamps. */
  requestedAt: string(),
  /** The club answers by then (TOTE_DELETION_DAYS after the request). */
  dueAt: string(),
  status: string(),
});
export type DeletionRequest = Infer<typeof DeletionRequestShape>;

/** GET /api/account/deletion-request: the open request, or null. */
export const OpenDeletionRequestShape = nullable(DeletionRequestShape);

/** One request in the back office's list (GET /api/operator/deletion-requests). */
export const OperatorDeletionRequestShape = type({
  requestId: number(),
  userId: nullable(number()),
  name: string(),
  mobile: nullable(string()),
  requestedAt: string(),
  dueAt: string(),
  status: string(),
  overdue: boolean(),
  doneAt: optional(nullable(string())),
  note: optional(nullable(string())),
});
export type OperatorDeletionRequest = Infer<typeof OperatorDeletionRequestShape>;
export const OperatorDeletionRequestListShape = array(OperatorDeletionRequestShape);

/** The itemised notice shown at application and the version a consent records (server and form share it). */
export const PRIVACY_NOTICE = {
  version: '2026-11-01',
  items: [
    { id: 'identity', text: 'Your name, mobile number, e-mail and address: to run your membership, deliver bags and send invoices.' },
    { id: 'aadhaar', text: 'Your Aadhaar number (we keep only the last four digits) and its check: to verify who you are.' },
    { id: 'documents', text: 'Images of your Aadhaar and PAN: to check your application; deleted 30 days after our decision.' },
    { id: 'payments', text: 'Your payments and invoices: kept as the tax laws require, also after you leave.' },
  ],
} as const;
export type NoticeItemId = (typeof PRIVACY_NOTICE)['items'][number]['id'];
