import { hmacKey, loadJose } from './hs256';
import type { ServerConfig } from '../config';

export interface TokenClaims {
  userId: number;
  username: string;
  kind: 'access' | 'refresh';
  /** When it was issued (seconds since 1970): a token from before its user's sessions were ended is refused. */
  issuedAt?: number;
}

/** Whether a token issued at `issuedAt` (seconds) was ended by a revocation at `revokedAt`. */
export function revokedToken(issuedAt: number | undefined, revokedAt: Date | string | null): boolean {
  return revokedAt !== null && (issuedAt ?? 0) * 1000 <= new Date(revokedAt).getTime();
}

/** What a member is told when their token is missing, or no longer good. */
export const SESSION_EXPIRED = 'Session expired';
export const AUTH_REQUIRED = 'Authentication required';

const ISSUER = 'tote';

// `now` is the server's injectable clock (ServerContext.now), so tests can expire tokens.
// `ttlSeconds` overrides the configured lifetime (an operator's tokens last a working day).
export async function signToken(
  config: ServerConfig,
  claims: Omit<TokenClaims, 'kind' | 'issuedAt'>,
  kind: TokenClaims['kind'],
  now: Date = new Date(),
  ttlSeconds?: number,
): Promise<string> {
  const ttl = ttlSeconds ?? (kind === 'access' ? config.accessTokenTtlSeconds : config.refreshTokenTtlSeconds);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { SignJWT } = await loadJose();
  return new SignJWT({ username: claims.username, kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setJti(crypto.randomUUID())
    .setExpirationTime(issuedAt + ttl)
    .sign(await hmacKey(config.keys.tokens));
}

/**
 * A member's pair: the configured lifetimes. Staff (`staff: true`): both last
 * OPERATOR_SESSION_SECONDS, a working day, since the site does not refresh
 * tokens and an operator must not be logged out every hour; an idle operator
 * is logged out sooner (require-operator.ts).
 */
export async function issueTokens(config: ServerConfig, claims: Omit<TokenClaims, 'kind' | 'issuedAt'>, now: Date = new Date(), staff = false) {
  const ttl = staff ? OPERATOR_SESSION_SECONDS : undefined;
  return {
    accessToken: await signToken(config, claims, 'access', now, ttl),
    refreshToken: await signToken(config, claims, 'refresh', now, ttl),
  };
}

/** The longest an operator's session lasts, however busy: a working day (12 hours). */
export const OPERATOR_SESSION_SECONDS = 12 * 60 * 60;

/** Tokens already verified, per key: a signature check is a pure function of key and token, so only the times are checked again. */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; exp: number; nbf: number }>>();
/** About 3 MB of tokens at most; past that the memo starts again (only well-signed tokens enter it). */
const MAX_VERIFIED = 10_000;

/** The claims of a valid token of `kind`, or null for a missing, bad or expired one. */
export async function verifyToken(config: ServerConfig, token: string, kind: TokenClaims['kind'], now: Date = new Date()): Promise<TokenClaims | null> {
  let memo = verified.get(config.keys.tokens);
  if (!memo) verified.set(config.keys.tokens, (memo = new Map()));
  const seconds = Math.floor(now.getTime() / 1000); // as jose compares them
  const known = memo.get(token);
  if (known) return known.claims.kind === kind && seconds < known.exp && known.nbf <= seconds ? known.claims : null;
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, await hmacKey(config.keys.tokens), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (payload.kind !== kind || typeof payload.username !== 'string' || !payload.sub) return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return null;
    const claims: TokenClaims = { userId, username: payload.username, kind, issuedAt: payload.iat };
    if (typeof payload.exp === 'number') {
      if (memo.size >= MAX_VERIFIED) memo.clear();
      memo.set(token, { claims, exp: payload.exp, nbf: payload.nbf ?? -Infinity });
    }
    return claims;
  } catch {
    return null;
  }
}
