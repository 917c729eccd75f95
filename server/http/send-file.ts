import type { Context } from 'hono';

/**
 * A stored file as the answer, with its checked content type and never sniffed.
 * `visibility` private: an operator-only file, never kept by a browser or proxy
 * (and sandboxed should it ever be opened on its own); public: a catalogue
 * photo, whose id never changes content, cached for good.
 */
export function sendFile(c: Context, file: { bytes: Uint8Array; type: string }, visibility: 'private' | 'public', filename?: string) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.type,
    'content-length': String(file.bytes.length),
    'x-content-type-options': 'nosniff',
    ...(visibility === 'private'
      ? { 'cache-control': 'private, no-store', 'content-security-policy': "default-src 'none'; sandbox" }
      : { 'cache-control': 'public, max-age=31536000, immutable' }),
    ...(filename ? { 'content-disposition': `inline; filename="${filename}"` } : {}),
  });
}
