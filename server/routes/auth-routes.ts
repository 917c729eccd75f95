import { Hono } from 'hono';
import { refreshTokens, tokensForOtp } from '../auth/auth-service';
import type { ServerContext } from '../context';
import { json } from '../http/parse';
import { GenerateTokenRequestShape, RefreshTokenRequestShape } from '../../src/api/shapes/requests/auth';
import { ok } from '../http/respond';

export function authRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.post('/generate-token', json(GenerateTokenRequestShape), async (c) => {
    const { username, otp } = c.req.valid('json');
    return ok(c, await tokensForOtp(ctx, username, otp));
  });

  app.post('/refresh-token', json(RefreshTokenRequestShape), async (c) => ok(c, await refreshTokens(ctx, c.req.valid('json').refreshToken)));

  return app;
}
