import { coerce, refine, string, unknown } from 'superstruct';
import { type FieldName, normalizeMobile, validateField } from './rules';

// Superstruct shapes of spec point 5's fields, for request shapes: the same rule
// and the same message as the dialogs. A failure's refinement is `rule:<field>`,
// so the server answers with that message as is and under that field in `errors`.

// A field left out or null is empty text, so it gets the rule's own 'is required' text.
const asText = (value: unknown) => (value === undefined || value === null ? '' : value);

/** Text that passes `name`'s rule (absent counts as empty); trimmed. */
export const ruleText = (name: FieldName) =>
  refine(
    coerce(string(), unknown(), (value) => {
      const text = asText(value);
      return typeof text === 'string' ? text.trim() : text;
    }),
    `rule:${name}`,
    (value) => validateField(name, value, {}) ?? true,
  );

/** A mobile number as typed (+91 or 0 prefix allowed), normalized to its 10 digits. */
export const MobileNumber = refine(
  coerce(string(), unknown(), (value) => {
    const text = asText(value);
    return typeof text === 'string' && validateField('mobile', text.trim(), {}) === null ? normalizeMobile(text) : text;
  }),
  'rule:mobile',
  (value) => validateField('mobile', value.trim(), {}) ?? true,
);

/** The 6-digit OTP. */
export const OtpCode = ruleText('otp');
