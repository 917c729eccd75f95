import { badRequest } from '../http/respond';
import { normalizeMobile, validateField } from '../../src/validation/rules';

/** The 10-digit username for a mobile number as typed (+91 or 0 prefix allowed), or a 400. */
export function parseUsername(value: string | undefined | null): string {
  const message = validateField('mobile', (value ?? '').trim(), {});
  if (message) throw badRequest(message, { mobile: message });
  return normalizeMobile(value ?? '');
}
