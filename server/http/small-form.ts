import type { Context } from 'hono';

/** Forms at most this big may take smallJsonForm's road. */
const SMALL_FORM_BYTES = 16 * 1024;

/**
 * A small form of JSON and plain text parts (the catalogue's criteria), parsed
 * from its bytes: about 0.3 ms quicker than undici's parser, which makes a File
 * of every part sent as a Blob. Null for anything else (a bigger body, a file of
 * another type, a malformed form): then Hono's form validator reads it, with its 400s.
 * Repeated parts come as lists, as there.
 */
export async function smallJsonForm(c: Context): Promise<Record<string, string | string[]> | null> {
  const boundary = /^multipart\/form-data\s*;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(c.req.header('content-type') ?? '');
  if (!boundary) return null;
  // Hono keeps the bytes: the validator parses the same ones when this gives up.
  const bytes = await c.req.arrayBuffer().catch(() => null);
  if (!bytes || bytes.byteLength > SMALL_FORM_BYTES) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const sections = `\r\n${text}`.split(`\r\n--${boundary[1] ?? boundary[2]}`);
  const last = sections.pop();
  if (sections.length < 2 || !last?.startsWith('--')) return null;
  const form: Record<string, string | string[]> = {};
  for (const section of sections.slice(1)) {
    const headerEnd = section.indexOf('\r\n\r\n');
    if (!/^[ \t]*\r\n/.test(section) || headerEnd < 0) return null;
    const headers = section.slice(0, headerEnd);
    const disposition = /^content-disposition:[ \t]*form-data(.*)$/im.exec(headers)?.[1] ?? '';
    const name = /;[ \t]*name="([^"\\]*)"/i.exec(disposition)?.[1];
    const type = /^content-type:[ \t]*([^;\r\n]*)/im.exec(headers)?.[1].trim().toLowerCase();
    const isFile = /;[ \t]*filename\*?=/i.test(disposition);
    if (name === undefined || (type ? type !== 'application/json' && type !== 'text/plain' : isFile)) return null;
    const value = section.slice(headerEnd + 4);
    const previous = form[name];
    form[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return form;
}
