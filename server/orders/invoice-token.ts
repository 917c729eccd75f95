import { hmacKey, loadJose } from '../auth/hs256';
import type { ServerConfig } from '../config';

/** A download link stays valid this long: enough to click, too short to be worth sharing. */
export const INVOICE_LINK_TTL_SECONDS = 5 * 60;

const ISSUER = 'tote';
const audience = (orderId: number) => `invoice:${orderId}`;

/** A token that downloads the invoice of one order and nothing else (not an access token: kind 'invoice'). */
export async function signInvoiceToken(config: ServerConfig, orderId: number, userId: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { SignJWT } = await loadJose();
  return new SignJWT({ kind: 'invoice' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(audience(orderId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + INVOICE_LINK_TTL_SECONDS)
    .sign(await hmacKey(config.keys.invoiceLinks));
}

/** The user the token was made for, when it is a valid, unexpired invoice token of this order; else null. */
export async function verifyInvoiceToken(config: ServerConfig, token: string, orderId: number, now: Date): Promise<number | null> {
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, await hmacKey(config.keys.invoiceLinks), {
      issuer: ISSUER,
      audience: audience(orderId),
      algorithms: ['HS256'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    return payload.kind === 'invoice' && Number.isInteger(userId) ? userId : null;
  } catch {
    return null;
  }
}
