import { ADDRESS_MAX, type DetailField } from '../../src/validation/application';
import { filterTyping, type FieldName } from '../../src/validation/rules';

// The application form's rules are the server's too (src/validation/application.ts); here only what typing may enter.
export {
  ADDRESS_MAX,
  DETAIL_FIELDS,
  PAN_PATTERN,
  validateAadhaar,
  validateDetail,
  validateDetails,
  validatePan,
  type DetailField,
  type DetailValues,
} from '../../src/validation/application';

/** Identity documents: what the server accepts (server/uploads/store-upload.ts), checked here first. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

export function filterDetail(name: DetailField, value: string): string {
  if (name === 'addressLine1' || name === 'addressLine2') return value.slice(0, ADDRESS_MAX);
  return filterTyping(name as FieldName, value);
}

export function filterAadhaar(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, 12);
}

/** PAN is 10 capitals and digits; lower case typed is taken as upper case. */
export function filterPan(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
}

/** Why a chosen file cannot be sent, or null when it can. */
export function checkFile(file: File): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image, or a PDF.';
  if (file.size === 0) return 'This file is empty. Choose another one.';
  if (file.size > MAX_FILE_BYTES) return 'This file is larger than 5 MB. Choose a smaller one.';
  return null;
}
