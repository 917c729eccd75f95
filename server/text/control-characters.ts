/**
 * Whether `text` holds a control character (NUL, escape, …): never meant in a
 * name, a title or a search, and NUL is refused by PostgreSQL's text. Line
 * breaks and tabs are allowed where `multiline`.
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (multiline && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}
