import type { ServerContext } from '../context';
import type { Tokens } from '../../src/api/shapes/auth';
import { invalidInput, notFound, unauthenticated } from '../domain-error';
import { consumeOtp, OTP_MESSAGES, requireVerifiedOtp } from '../otp/otp-service';
import { findUserById, findUserByUsername } from '../users/user-record';
import { isOperator } from '../operators/operator-record';
import { markStaffSeen } from '../operators/staff-session-record';
import { issueTokens, revokedToken, SESSION_EXPIRED, verifyToken } from './tokens';

export const USER_NOT_FOUND = 'User not found';

/** The final step of login and sign-up: a verified OTP is exchanged, once, for tokens. */
export async function tokensForOtp(ctx: ServerContext, username: string, otp: string): Promise<Tokens> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  const otpId = await requireVerifiedOtp(ctx, username, otp);
  // 400, not 401: a 401 makes the client drop the session as "expired" (spec point 8).
  if (!(await consumeOtp(ctx, otpId))) throw invalidInput(OTP_MESSAGES.notVerified, undefined, 'OTP_NOT_VERIFIED');
  const staff = isOperator(user.roles);
  // A fresh login starts the idle clock again.
  if (staff) await markStaffSeen(ctx.db, user.id, ctx.now());
  return issueTokens(ctx.config, { userId: user.id, username: user.username }, ctx.now(), staff);
}

/** New tokens for a valid refresh token of a member who still exists. */
export async function refreshTokens(ctx: ServerContext, refreshToken: string): Promise<Tokens> {
  const claims = await verifyToken(ctx.config, refreshToken, 'refresh', ctx.now());
  const user = claims ? await findUserById(ctx.db, claims.userId) : undefined;
  if (!claims || !user || user.username !== claims.username || revokedToken(claims.issuedAt, user.sessions_revoked_at)) {
    throw unauthenticated(SESSION_EXPIRED, 'SESSION_EXPIRED');
  }
  return issueTokens(ctx.config, { userId: user.id, username: user.username }, ctx.now(), isOperator(user.roles));
}
