import { request } from './http';
import { TokensShape, type Tokens } from './shapes/auth';
import type { GenerateTokenRequest, RefreshTokenRequest } from './shapes/requests/auth';

export { TokensShape, type Tokens };

/** POST /api/auth/generate-token: body user (username, otp); data.accessToken, data.refreshToken. */
export function generateToken(user: GenerateTokenRequest): Promise<Tokens> {
  return request('POST', '/api/auth/generate-token', TokensShape, { body: user });
}

/** POST /api/auth/refresh-token: defined by spec point 7, unused by the screens. */
export function refreshToken(token: string): Promise<Tokens> {
  return request('POST', '/api/auth/refresh-token', TokensShape, { body: { refreshToken: token } satisfies RefreshTokenRequest });
}
