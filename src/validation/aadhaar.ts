import { OTP_PATTERN } from './rules';

/**
 * Aadhaar numbers: 12 digits, the first not 0 or 1, the last a Verhoeff check
 * digit (UIDAI's scheme). Only the masked form ever reaches the database.
 * Shared by the application form and the server, so a typo is caught before sending.
 */

// The dihedral group D5 multiplication table, the permutation table and the inverse table of Verhoeff's algorithm.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** True when the digit string (check digit last) passes Verhoeff's check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c][P[i % 8][Number(reversed[i])]];
  return c === 0;
}

/** The check digit to append to `digits`. */
export function verhoeffDigit(digits: string): number {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c][P[(i + 1) % 8][Number(reversed[i])]];
  return INV[c];
}

export const AADHAAR_MESSAGES = {
  required: 'Aadhaar number is required.',
  invalid: 'Please enter a valid 12-digit Aadhaar number.',
} as const;

/** The 12 digits of an Aadhaar number as typed (spaces and hyphens allowed), or null with the reason. */
export function parseAadhaar(value: unknown): { digits: string } | { error: string } {
  const text = typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
  if (text === '') return { error: AADHAAR_MESSAGES.required };
  if (!/^[2-9][0-9]{11}$/.test(text) || !verhoeffValid(text)) return { error: AADHAAR_MESSAGES.invalid };
  return { digits: text };
}

/** The form's message for `value` (digits as typed), or null when it is a valid Aadhaar number. */
export function validateAadhaar(value: string): string | null {
  const parsed = parseAadhaar(value);
  return 'error' in parsed ? parsed.error : null;
}

/** The one-time code UIDAI sends to the number linked with the Aadhaar: 6 digits, as every OTP of the club. */
export const AADHAAR_OTP_FORMAT = 'Please enter the 6-digit OTP.';

/** The message for an Aadhaar OTP as typed (surrounding spaces ignored), or null when it has the right form. */
export function aadhaarOtpProblem(value: string): string | null {
  return OTP_PATTERN.test(value.trim()) ? null : AADHAAR_OTP_FORMAT;
}

/** 'XXXX XXXX 1234': all that is kept of the number. */
export function maskAadhaar(digits: string): string {
  return `XXXX XXXX ${digits.slice(-4)}`;
}
