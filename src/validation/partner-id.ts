/**
 * A partner page's id (`<tote-auth partner-id="…">`), recorded with a sign-up so
 * marketing can count sign-ups per partner page: 1 to 64 letters, digits, dots,
 * hyphens or underscores, starting with a letter or digit. Shared by the widget
 * (which drops an invalid one rather than fail the sign-up) and the server.
 */
export const PARTNER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const PARTNER_ID_MESSAGE = 'partnerId must be 1 to 64 letters, digits, dots, hyphens or underscores.';

export function isPartnerId(value: unknown): value is string {
  return typeof value === 'string' && PARTNER_ID_PATTERN.test(value);
}
