import { type FieldName, validateField } from './rules';
import type { RemoteMessages } from './messages';

// The membership application form's rules (names, email, mobile and zipcode
// reuse spec point 5's, src/validation/rules.ts), shared by the form and the server.

export { validateAadhaar } from './aadhaar';

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** The longest address line, on both ends. */
export const ADDRESS_MAX = 100;

export const APPLICATION_RULE_MESSAGES = {
  panRequired: 'PAN is required.',
  panInvalid: 'Please enter a valid PAN, like ABCDE1234F.',
  addressRequired: 'Address is required.',
  addressTooLong: `Address must be at most ${ADDRESS_MAX} characters.`,
} as const;

export function validatePan(value: string): string | null {
  if (value === '') return APPLICATION_RULE_MESSAGES.panRequired;
  return PAN_PATTERN.test(value) ? null : APPLICATION_RULE_MESSAGES.panInvalid;
}

/** An address line (trimmed): the first is required, both at most ADDRESS_MAX characters. */
export function validateAddressLine(value: string, required: boolean): string | null {
  const v = value.trim();
  if (v === '') return required ? APPLICATION_RULE_MESSAGES.addressRequired : null;
  return v.length > ADDRESS_MAX ? APPLICATION_RULE_MESSAGES.addressTooLong : null;
}

export type DetailField = 'firstName' | 'lastName' | 'email' | 'mobile' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode';
export type DetailValues = Record<DetailField, string>;

export const DETAIL_FIELDS: readonly DetailField[] = ['firstName', 'lastName', 'email', 'mobile', 'addressLine1', 'addressLine2', 'city', 'state', 'zipcode'];

// Optional on sign-up, but a membership needs an address to deliver bags to.
const REQUIRED_HERE: Partial<Record<DetailField, string>> = {
  addressLine1: 'Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  zipcode: 'Zipcode is required.',
};

export function validateDetail(name: DetailField, value: string, remote?: RemoteMessages): string | null {
  const v = value.trim();
  if (v === '' && REQUIRED_HERE[name]) return REQUIRED_HERE[name];
  if (name === 'addressLine1' || name === 'addressLine2') return validateAddressLine(v, name === 'addressLine1');
  return validateField(name as FieldName, value, remote);
}

/** The message of every field that is wrong; `remote` texts as in the sign-up dialog (the server passes its own). */
export function validateDetails(values: DetailValues, remote?: RemoteMessages): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  for (const name of DETAIL_FIELDS) {
    const message = validateDetail(name, values[name], remote);
    if (message) errors[name] = message;
  }
  return errors;
}
