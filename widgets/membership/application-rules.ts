import { filterTyping, validateField, type FieldName } from '../../src/validation/rules';

// The application form's own rules; names, email, mobile and zipcode reuse spec point 5's.

export const AADHAAR_PATTERN = /^[0-9]{12}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const ADDRESS_MAX = 100;

/** Identity documents: what the server accepts (server/uploads/store-upload.ts), checked here first. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

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

export function validateDetail(name: DetailField, value: string): string | null {
  const v = value.trim();
  if (v === '' && REQUIRED_HERE[name]) return REQUIRED_HERE[name];
  if (name === 'addressLine1' || name === 'addressLine2') {
    return v.length > ADDRESS_MAX ? `Address must be at most ${ADDRESS_MAX} characters.` : null;
  }
  return validateField(name as FieldName, value);
}

export function validateDetails(values: DetailValues): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  for (const name of DETAIL_FIELDS) {
    const message = validateDetail(name, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

export function filterDetail(name: DetailField, value: string): string {
  if (name === 'addressLine1' || name === 'addressLine2') return value.slice(0, ADDRESS_MAX);
  return filterTyping(name as FieldName, value);
}

export function validateAadhaar(value: string): string | null {
  if (value === '') return 'Aadhaar number is required.';
  return AADHAAR_PATTERN.test(value) ? null : 'Please enter a valid 12-digit Aadhaar number.';
}

export function filterAadhaar(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, 12);
}

export function validatePan(value: string): string | null {
  if (value === '') return 'PAN is required.';
  return PAN_PATTERN.test(value) ? null : 'Please enter a valid PAN, like ABCDE1234F.';
}

/** PAN is 10 capitals and digits; lower case typed is taken as upper case. */
export function filterPan(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 10);
}

/** Why a chosen file cannot be sent, or null when it can. */
export function checkFile(file: File): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image, or a PDF.';
  if (file.size === 0) return 'This file is empty. Choose another one.';
  if (file.size > MAX_FILE_BYTES) return 'This file is larger than 5 MB. Choose a smaller one.';
  return null;
}
