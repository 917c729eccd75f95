import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of an e-mail: the member and the kind, signed with the
// server's unsubscribe key (derived from TOTE_SECRET, so every instance honours every link).
// It turns off e-mail for that kind only, and needs no login: the signature is the proof.

const sign = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);

/** `<userId>.<kind>.<signature>` */
export function unsubscribeToken(key: Uint8Array, userId: number, kind: string): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The member and kind of a token, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(key: Uint8Array, token: string): { userId: number; kind: string } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (!timingSafeEqual(expected, given)) return null;
  return { userId: Number(match[1]), kind: match[2] };
}

/** The link in the e-mail and its List-Unsubscribe header (the mail client POSTs to the same address). */
export function unsubscribeUrl(siteUrl: string, key: Uint8Array, userId: number, kind: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/messages/unsubscribe?token=${encodeURIComponent(unsubscribeToken(key, userId, kind))}`;
}
