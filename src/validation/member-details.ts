import { validateDetail } from './application';
import { indianState } from './indian-states';

// My Account's "Edit details": the application form's rules (names, e-mail, address lines, city, 6-digit PIN),
// with the state chosen from India's states and union territories. Shared by the form and the server.

export type EditField = 'firstName' | 'lastName' | 'email' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode';
export type EditValues = Record<EditField, string>;

export const EDIT_FIELDS: readonly EditField[] = ['firstName', 'lastName', 'email', 'addressLine1', 'addressLine2', 'city', 'state', 'zipcode'];

export const EDIT_MESSAGES = {
  stateRequired: 'State is required.',
  stateUnknown: 'Please choose your state or union territory from the list.',
} as const;

export function validateEditField(name: EditField, value: string): string | null {
  if (name !== 'state') return validateDetail(name, value);
  if (value.trim() === '') return EDIT_MESSAGES.stateRequired;
  return indianState(value) ? null : EDIT_MESSAGES.stateUnknown;
}

/** The message of every field that is wrong. */
export function validateEdit(values: EditValues): Partial<Record<EditField, string>> {
  const errors: Partial<Record<EditField, string>> = {};
  for (const name of EDIT_FIELDS) {
    const message = validateEditField(name, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}
