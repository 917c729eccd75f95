// The courier's waybill number, as a member types it on My Account and as the
// server checks it: spaces dropped, then 6 to 20 letters and digits.

export const WAYBILL_MESSAGES = {
  required: 'Waybill number is required.',
  invalid: 'Please enter a valid waybill number.',
  /** The form's own wording of `invalid`, with what a waybill number looks like. */
  invalidWithHint: 'Please enter a valid waybill number (6 to 20 letters and digits).',
} as const;

const WAYBILL_PATTERN = /^[0-9A-Za-z]{6,20}$/;

/** The number as typed, without its spaces. */
export const normalizeWaybill = (value: string): string => value.replace(/\s/g, '');

/** What is wrong with a (normalized) waybill number, or null. */
export function waybillProblem(value: string): 'required' | 'invalid' | null {
  if (value === '') return 'required';
  return WAYBILL_PATTERN.test(value) ? null : 'invalid';
}
