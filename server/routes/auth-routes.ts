import { Hono } from 'hono';
import { type } from 'superstruct';
import { refreshTokens, tokensForOtp } from '../auth/auth-service';
import type { ServerContext } from '../context';
import { json } from '../http/parse';
import { Text } from '../../src/api/shapes/request-parts';
import { ok } from '../http/respond';
import { MobileNumber, OtpCode } from '../../src/validation/shapes';

// Extra fields of the client's "user" body (spec point 7: "username, otp and others") are ignored.
const GenerateTokenBody = type({ username: MobileNumber, otp: OtpCode });
const RefreshTokenBody = type({ refreshToken: Text(4096) });

export function authRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.post('/generate-token', json(GenerateTokenBody), async (c) => {
    const { username, otp } = c.req.valid('json');
    return ok(c, await tokensForOtp(ctx, username, otp));
  });

  app.post('/refresh-token', json(RefreshTokenBody), async (c) => ok(c, await refreshTokens(ctx, c.req.valid('json').refreshToken)));

  return app;
}
