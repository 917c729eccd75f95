import { formatMessage, RemoteMessages } from './messages';

// The rules of spec point 5, pure so the server checks the same thing the dialogs do.

export const MOBILE_PATTERN = /^(?:\+91|0)?[0-9]{10}$/;
// "standard address pattern with a 2 to 4 letter domain ending"
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const LETTERS_PATTERN = /^[A-Za-z]*$/;
// Spec point 5 records this rule on instagram and calls it a likely defect; it is the
// zipcode's rule (6 digits, first not 0), so it lives here and instagram has none.
export const ZIPCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;

export const LIMITS = {
  mobile: 10,
  firstName: 20,
  lastName: 20,
  email: 150,
  city: 20,
  state: 20,
  zipcode: 6,
  instagram: 30,
  otp: 6,
} as const;

export type FieldName = 'mobile' | 'firstName' | 'lastName' | 'email' | 'city' | 'state' | 'zipcode' | 'instagram' | 'otp';

interface FieldRule {
  label: string;
  required?: string;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  patternKind?: 'pattern' | 'Email';
  minLength?: number;
  minMessage?: string;
  /** "no spaces": a value of only whitespace counts as empty. */
  trim?: boolean;
}

export const FIELD_RULES: Record<FieldName, FieldRule> = {
  mobile: {
    label: 'Mobile number',
    required: 'Mobile number is required.',
    pattern: MOBILE_PATTERN,
    patternMessage: 'Please enter a valid 10-digit mobile number.',
  },
  firstName: { label: 'First Name', required: 'First Name is required.', max: LIMITS.firstName, trim: true },
  lastName: { label: 'Last Name', required: 'Last Name is required.', max: LIMITS.lastName, trim: true },
  email: {
    label: 'Email',
    required: 'Email is required.',
    max: LIMITS.email,
    pattern: EMAIL_PATTERN,
    patternMessage: 'Please enter a valid Email',
    patternKind: 'Email',
  },
  city: { label: 'City', max: LIMITS.city, pattern: LETTERS_PATTERN, patternMessage: 'Please enter a valid City' },
  state: { label: 'State', max: LIMITS.state, pattern: LETTERS_PATTERN, patternMessage: 'Please enter a valid State' },
  zipcode: { label: 'Zipcode', pattern: ZIPCODE_PATTERN, patternMessage: 'Please enter a valid Zipcode' },
  instagram: { label: 'Instagram', max: LIMITS.instagram },
  otp: {
    label: 'OTP',
    required: 'OTP is required.',
    minLength: 6,
    minMessage: 'Please enter the 6-digit OTP.',
    pattern: OTP_PATTERN,
    patternMessage: 'Please enter the 6-digit OTP.',
  },
};

/** The first message that applies to `value`, or null when it is valid. */
export function validateField(name: FieldName, value: string | null | undefined, remote?: RemoteMessages): string | null {
  const rule = FIELD_RULES[name];
  const raw = value ?? '';
  const v = rule.trim ? raw.trim() : raw;
  const vars = { label: rule.label, max: rule.max, min: rule.minLength };
  if (v === '') {
    return rule.required ? formatMessage('Required', rule.required, vars, remote) : null;
  }
  if (rule.max !== undefined && v.length > rule.max) {
    return formatMessage('MaxLength', `${rule.label} must be at most ${rule.max} characters.`, vars, remote);
  }
  if (rule.minLength !== undefined && v.length < rule.minLength) {
    return formatMessage('MinLength', rule.minMessage ?? `${rule.label} must be at least ${rule.minLength} characters.`, vars, remote);
  }
  if (rule.pattern && !rule.pattern.test(v)) {
    return formatMessage(rule.patternKind ?? 'pattern', rule.patternMessage ?? `Please enter a valid ${rule.label}`, vars, remote);
  }
  return null;
}

export function validateFields<K extends FieldName>(
  values: Partial<Record<K, string>>,
  names: readonly K[],
  remote?: RemoteMessages,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const name of names) {
    const message = validateField(name, values[name], remote);
    if (message) errors[name] = message;
  }
  return errors;
}

// What typing may put into each field (spec point 5: "input limited to ...").
const TYPING_FILTERS: Partial<Record<FieldName, RegExp>> = {
  mobile: /[^0-9]/g,
  otp: /[^0-9]/g,
  zipcode: /[^0-9]/g,
  firstName: /[^A-Za-z ,_-]/g,
  lastName: /[^A-Za-z ,_-]/g,
  city: /[^A-Za-z]/g,
  state: /[^A-Za-z]/g,
};

export function filterTyping(name: FieldName, value: string): string {
  const filter = TYPING_FILTERS[name];
  let next = filter ? value.replace(filter, '') : value;
  const max = name === 'mobile' ? LIMITS.mobile : LIMITS[name];
  if (max !== undefined) next = next.slice(0, max);
  return next;
}

/**
 * A pasted or autofilled mobile number may carry the +91 or 0 prefix the rule
 * allows; the field holds 10 digits, so keep the last ten.
 */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, LIMITS.mobile);
}
