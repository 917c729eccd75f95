import { randomUUID } from 'node:crypto';
import { invalidInput } from '../domain-error';
import type { DocumentStore } from './document-store';
import type { StoredUpload } from './stored-file-record';

/** Upload limits, documented in the README ("Uploads"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type UploadKind = 'image' | 'document';

// Checked by the file's first bytes, never by its name or the browser's claimed type.
const SIGNATURES: { type: string; ext: string; kinds: UploadKind[]; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', kinds: ['image', 'document'], matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', kinds: ['image', 'document'], matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  {
    type: 'image/webp',
    ext: 'webp',
    kinds: ['image', 'document'],
    matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
  { type: 'application/pdf', ext: 'pdf', kinds: ['document'], matches: (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-' },
];

export type { StoredUpload };

/**
 * Checks one uploaded file (a File from c.req.parseBody()) and puts it in the
 * document store as <folder>/<random name>. `label` names the field in the 400.
 */
export async function storeUpload(store: DocumentStore, file: unknown, kind: UploadKind, folder: string, label: string): Promise<StoredUpload> {
  if (!(file instanceof File)) throw invalidInput(`${label}: attach a file.`);
  if (file.size === 0) throw invalidInput(`${label}: the file is empty.`);
  if (file.size > MAX_UPLOAD_BYTES) throw invalidInput(`${label}: the file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const signature = SIGNATURES.find((s) => s.kinds.includes(kind) && s.matches(bytes));
  if (!signature) {
    throw invalidInput(`${label}: ${kind === 'image' ? 'use a JPEG, PNG or WebP image' : 'use a JPEG, PNG or WebP image, or a PDF'}.`);
  }
  const path = `${folder}/${randomUUID()}.${signature.ext}`;
  await store.put(path, bytes, signature.type);
  return { path, type: signature.type, bytes: bytes.length, originalName: file.name.slice(0, 200) };
}

/** Removes what a refused request had stored: nothing of it stays behind, least of all identity documents. */
export async function discardUploads(store: DocumentStore, stored: StoredUpload[]): Promise<void> {
  await Promise.all(stored.map((file) => store.delete(file.path).catch(() => undefined)));
}
