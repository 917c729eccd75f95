import type { ServerContext } from '../context';
import type { Tokens } from '../../src/api/shapes/auth';
import type { User } from '../../src/api/shapes/user';
import type { DetailsEdit } from '../../src/api/shapes/requests/my-account';
import { indianState } from '../../src/validation/indian-states';
import { issueTokens } from '../auth/tokens';
import { conflict, invalidInput, notFound } from '../domain-error';
import { isOperator } from '../operators/operator-record';
import { writeAudit } from '../operators/audit-record';
import { consumeOtp, OTP_MESSAGES, requireVerifiedOtp, sendOtp, verifyOtp } from '../otp/otp-service';
import { findUserById, type UserRow, userJson } from '../users/user-record';
import { lockMember, mobileHeldByOther, setMemberMobile, updateMemberDetails } from './account-record';

export const DETAILS_MESSAGES = {
  noMember: 'We could not find your account. Please log in again.',
  sameMobile: 'This is already your mobile number. Enter the new one.',
  mobileTaken: 'This mobile number belongs to another Tote account. Enter another number, or write to us if it is yours.',
} as const;

const UNIQUE_VIOLATION = '23505';

/** The member as the audit log names them: they changed their own details. */
const memberActor = (row: UserRow) => ({ userId: row.id, name: `${row.first_name} ${row.last_name} (member)` });

const detailsOf = (row: UserRow) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
});

/** The member's details as My Account's editor starts from them (the same member the save answers). */
export async function editableDetails(ctx: ServerContext, userId: number): Promise<User> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound(DETAILS_MESSAGES.noMember);
  return userJson(row);
}

/** Saves the member's name, e-mail and address (checked at the edge by the form's rules), with an audit row of before and after. */
export async function editDetails(ctx: ServerContext, userId: number, edit: DetailsEdit): Promise<User> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw notFound(DETAILS_MESSAGES.noMember);
    const before = (await findUserById(tx, userId))!;
    const details = { ...edit, addressLine2: edit.addressLine2 || null, state: indianState(edit.state) ?? edit.state };
    await updateMemberDetails(tx, userId, details);
    const after = (await findUserById(tx, userId))!;
    await writeAudit(tx, memberActor(before), now, {
      action: 'member.details',
      subjectType: 'user',
      subjectId: userId,
      summary: 'Changed their name, e-mail or address on My Account',
      before: detailsOf(before),
      after: detailsOf(after),
    });
    return userJson(after);
  });
}

/**
 * Sends an OTP to the member's new number, under the limits of every send (per number, per client, in
 * total). Nothing changes yet: the old number keeps working until the new one is verified. Returns the code
 * for demo mode only.
 */
export async function startMobileChange(ctx: ServerContext, userId: number, mobile: string, client: string | null): Promise<string> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound(DETAILS_MESSAGES.noMember);
  if (row.username === mobile) throw invalidInput(DETAILS_MESSAGES.sameMobile, { mobile: DETAILS_MESSAGES.sameMobile });
  if (await mobileHeldByOther(ctx.db, mobile, userId)) throw conflict(DETAILS_MESSAGES.mobileTaken);
  return sendOtp(ctx, mobile, client);
}

/**
 * The new number's OTP checks: from now on the member logs in with it. Their tokens named the old number, so
 * new ones come back (every other session of theirs ends); the change is audited.
 */
export async function confirmMobileChange(ctx: ServerContext, userId: number, mobile: string, otp: string): Promise<Tokens & { user: User }> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound(DETAILS_MESSAGES.noMember);
  if (row.username === mobile) throw invalidInput(DETAILS_MESSAGES.sameMobile, { mobile: DETAILS_MESSAGES.sameMobile });
  await verifyOtp(ctx, mobile, otp);
  const otpId = await requireVerifiedOtp(ctx, mobile, otp);
  if (!(await consumeOtp(ctx, otpId))) throw invalidInput(OTP_MESSAGES.notVerified, undefined, 'OTP_NOT_VERIFIED');
  const now = ctx.now();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      if (!(await lockMember(tx, userId))) throw notFound(DETAILS_MESSAGES.noMember);
      const before = (await findUserById(tx, userId))!;
      if (await mobileHeldByOther(tx, mobile, userId)) throw conflict(DETAILS_MESSAGES.mobileTaken);
      await setMemberMobile(tx, userId, mobile);
      await writeAudit(tx, memberActor(before), now, {
        action: 'member.mobile',
        subjectType: 'user',
        subjectId: userId,
        summary: 'Changed their mobile number on My Account, verified by OTP to the new number',
        before: { mobile: before.username },
        after: { mobile },
      });
      return (await findUserById(tx, userId))!;
    });
    const tokens = await issueTokens(ctx.config, { userId: user.id, username: user.username }, now, isOperator(user.roles));
    return { ...tokens, user: userJson(user) };
  } catch (error) {
    // A sign-up with that number finished in between: the database's unique rule has the last word.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(DETAILS_MESSAGES.mobileTaken);
    throw error;
  }
}
