import type { Queryable } from '../db/database';

/** A consent as given: which notice (version), which items, for what, and when. */
export async function insertConsent(
  tx: Queryable,
  userId: number,
  consent: { purpose: string; noticeVersion: string; items: string[]; at: Date },
): Promise<void> {
  await tx.query('insert into consents (user_id, purpose, notice_version, items, given_at) values ($1, $2, $3, $4, $5)', [
    userId,
    consent.purpose,
    consent.noticeVersion,
    consent.items,
    consent.at.toISOString(),
  ]);
}
