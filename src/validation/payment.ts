// The payment details a member types (a card number, a UPI id) and the club's own payee details
// (TOTE_MANUAL_PAY_*): one rule each, used by the payment form, the payNow request shape and the
// server's configuration check alike.

export const PAYMENT_MESSAGES = {
  cardRequired: 'Card number is required.',
  cardInvalid: 'Please enter a valid card number.',
  upiRequired: 'UPI ID is required.',
  upiInvalid: 'Please enter a valid UPI ID, like name@bank.',
} as const;

/** 12 to 19 digits (ISO/IEC 7812), once the spaces a member types between groups are dropped. */
const CARD_NUMBER_PATTERN = /^[0-9]{12,19}$/;
/** A handle of 2 to 64 letters, digits, dots, hyphens or underscores, then @ and the bank's 2 to 64 letters (NPCI's VPA). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,64}$/;
/** An Indian bank branch code: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

/** The card number's digits, without the spaces typed between groups. */
export const cardDigits = (value: string): string => value.replace(/\s/g, '');

/** The member's message for a card number as typed, or null when it is good. */
export function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (digits === '') return PAYMENT_MESSAGES.cardRequired;
  return CARD_NUMBER_PATTERN.test(digits) ? null : PAYMENT_MESSAGES.cardInvalid;
}

/** The member's message for a UPI id as typed (surrounding spaces ignored), or null when it is good. */
export function upiIdProblem(value: string): string | null {
  const id = value.trim();
  if (id === '') return PAYMENT_MESSAGES.upiRequired;
  return UPI_ID_PATTERN.test(id) ? null : PAYMENT_MESSAGES.upiInvalid;
}
