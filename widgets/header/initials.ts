/** Spec point 2: first letter of the first name plus first letter of the last name. */
export function initials(firstName: string, lastName: string): string {
  // Array.from keeps a letter outside the BMP (a surrogate pair) whole.
  const first = Array.from(firstName.trim())[0] ?? '';
  const last = Array.from(lastName.trim())[0] ?? '';
  return `${first}${last}`.toUpperCase();
}
