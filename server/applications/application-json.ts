import type { ApplicationRow, DocumentRow, QueueRow } from './application-record';

// Applications as the back office reads them, shaped from the rows application-record.ts reads: no queries here.

export const DOCUMENT_LABELS: Record<string, string> = {
  AADHAAR_FRONT: 'Aadhaar card (front)',
  AADHAAR_BACK: 'Aadhaar card (back)',
  PAN: 'PAN card',
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** An application waiting in the queue (src/api/shapes/operator.ts); the reason only while it is on hold. */
export function queueItemJson(r: QueueRow) {
  return {
    userId: r.user_id,
    applicationId: r.application_id,
    mobile: r.username,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status_code,
    city: r.city,
    plan: r.plan,
    submittedAt: iso(r.submitted_at)!,
    reason: r.decision === 'ONHOLD' ? r.reason : null,
  };
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
