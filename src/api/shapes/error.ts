import { enums, Infer, number, optional, record, string, type } from 'superstruct';
import { ERROR_CODE_LIST } from '../error-codes';

/** Every refusal of the API (any 4xx or 5xx): server/http/respond.ts builds it, src/api/http.ts reads it. */
export const ErrorBodyShape = type({
  status: number(),
  code: enums(ERROR_CODE_LIST),
  /** The text to show the user. */
  message: string(),
  /** Per-field texts, e.g. `{ otp: 'Invalid OTP' }` for the OTP dialog (spec point 8). */
  errors: optional(record(string(), string())),
});
export type ErrorBody = Infer<typeof ErrorBodyShape>;
