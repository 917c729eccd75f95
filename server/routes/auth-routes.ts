import { Hono } from 'hono';
import { object, optional, string, type } from 'superstruct';
import { issueTokens, verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { badRequest, notFound, ok, unauthorized } from '../http/respond';
import { consumeOtp, findVerifiedOtp } from '../otp/otp-service';
import { findUserById, findUserByUsername } from '../users/user-record';
import { parseUsername } from './parse-username';

// Extra fields of the client's "user" body (spec point 7: "username, otp and others") are ignored.
const GenerateTokenBody = type({ username: optional(string()), otp: optional(string()) });
const RefreshTokenBody = object({ refreshToken: string() });

export const OTP_NOT_VERIFIED = 'Please verify the OTP sent to your mobile number first.';

export function authRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  // The final step of login and sign-up: a verified OTP is exchanged, once, for tokens.
  app.post('/generate-token', async (c) => {
    const body = await readJson(c, GenerateTokenBody);
    const username = parseUsername(body.username);
    if (!body.otp) throw badRequest('OTP is required.', { otp: 'OTP is required.' });
    const user = await findUserByUsername(ctx.db, username);
    if (!user) throw notFound('User not found');
    const otpId = await findVerifiedOtp(ctx, username, body.otp);
    // 400, not 401: a 401 makes the client drop the session as "expired" (spec point 8).
    if (otpId === null || !(await consumeOtp(ctx, otpId))) throw badRequest(OTP_NOT_VERIFIED);
    return ok(c, await issueTokens(ctx.config, { userId: user.id, username: user.username }, ctx.now()));
  });

  app.post('/refresh-token', async (c) => {
    const body = await readJson(c, RefreshTokenBody);
    const claims = await verifyToken(ctx.config, body.refreshToken, 'refresh', ctx.now());
    const user = claims ? await findUserById(ctx.db, claims.userId) : undefined;
    if (!claims || !user || user.username !== claims.username) throw unauthorized('Session expired');
    return ok(c, await issueTokens(ctx.config, { userId: user.id, username: user.username }, ctx.now()));
  });

  return app;
}
