import type { Queryable } from '../db/database';

// The Aadhaar checks of a member's application: each OTP asked of the provider (aadhaar_verifications), and the
// masked number kept on the member once it is verified (or left for an operator to check).

export interface VerificationRow {
  id: number;
  reference_id: string;
  number_hash: string;
  masked: string;
  attempts: number;
  expires_at: Date | string;
}

/** Keeps the masked number on a DRAFT member, verified at `verifiedAt` or (null) to be checked by an operator. */
export async function setMaskedAadhaar(db: Queryable, userId: number, masked: string, verifiedAt: Date | null): Promise<void> {
  await db.query("update users set aadhaar_masked = $2, aadhaar_verified_at = $3 where id = $1 and status_code = 'DRAFT'", [
    userId,
    masked,
    verifiedAt?.toISOString() ?? null,
  ]);
}

/** How many OTPs the member has asked for since `since`. */
export async function countVerificationsSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const recent = await db.query<{ n: number }>('select count(*)::int as n from aadhaar_verifications where user_id = $1 and created_at > $2', [
    userId,
    since.toISOString(),
  ]);
  return recent.rows[0].n;
}

export interface NewVerification {
  userId: number;
  referenceId: string;
  numberHash: string;
  masked: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertVerification(db: Queryable, v: NewVerification): Promise<void> {
  await db.query(
    `insert into aadhaar_verifications (user_id, reference_id, number_hash, masked, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [v.userId, v.referenceId, v.numberHash, v.masked, v.expiresAt.toISOString(), v.createdAt.toISOString()],
  );
}

/** The member's latest unverified OTP request, or the one of `referenceId`. */
export async function findPendingVerification(db: Queryable, userId: number, referenceId: string | null): Promise<VerificationRow | undefined> {
  return (
    await db.query<VerificationRow>(
      `select id, reference_id, number_hash, masked, attempts, expires_at from aadhaar_verifications
       where user_id = $1 and verified_at is null and ($2::text is null or reference_id = $2)
       order by created_at desc, id desc limit 1`,
      [userId, referenceId],
    )
  ).rows[0];
}

export async function countWrongAttempt(db: Queryable, verificationId: number): Promise<void> {
  await db.query('update aadhaar_verifications set attempts = attempts + 1 where id = $1', [verificationId]);
}

export async function markVerified(db: Queryable, verificationId: number, at: Date): Promise<void> {
  await db.query('update aadhaar_verifications set verified_at = $2 where id = $1', [verificationId, at.toISOString()]);
}

/** The demo provider's OTPs (demo_aadhaar_otps): in the database, so any instance confirms one another sent. */
export async function insertDemoAadhaarOtp(db: Queryable, referenceId: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  // Expired ones go first: the table holds only live codes.
  await db.query('delete from demo_aadhaar_otps where expires_at < $1', [now.toISOString()]);
  await db.query('insert into demo_aadhaar_otps (reference_id, code_hash, expires_at) values ($1, $2, $3)', [referenceId, codeHash, expiresAt.toISOString()]);
}

export async function findDemoAadhaarOtp(db: Queryable, referenceId: string): Promise<{ code_hash: string; expires_at: Date | string } | undefined> {
  return (
    await db.query<{ code_hash: string; expires_at: Date | string }>('select code_hash, expires_at from demo_aadhaar_otps where reference_id = $1', [
      referenceId,
    ])
  ).rows[0];
}

export async function deleteDemoAadhaarOtp(db: Queryable, referenceId: string): Promise<void> {
  await db.query('delete from demo_aadhaar_otps where reference_id = $1', [referenceId]);
}
