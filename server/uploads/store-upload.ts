import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { badRequest } from '../http/respond';

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

export interface StoredUpload {
  /** Path relative to the uploads folder; store this in the database, never serve it publicly. */
  path: string;
  type: string;
  bytes: number;
  originalName: string;
}

/** Where uploads live: inside the data folder, outside every served folder. */
export function uploadsDir(config: ServerConfig): string {
  return join(config.dataDir || join(tmpdir(), 'tote-uploads-test'), 'uploads');
}

/**
 * Checks one uploaded file (a File from c.req.parseBody()) and stores it under
 * uploads/<folder>/ with a random name. `label` names the field in the 400.
 */
export async function storeUpload(config: ServerConfig, file: unknown, kind: UploadKind, folder: string, label: string): Promise<StoredUpload> {
  if (!(file instanceof File)) throw badRequest(`${label}: attach a file.`);
  if (file.size === 0) throw badRequest(`${label}: the file is empty.`);
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(`${label}: the file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const signature = SIGNATURES.find((s) => s.kinds.includes(kind) && s.matches(bytes));
  if (!signature) {
    throw badRequest(`${label}: ${kind === 'image' ? 'use a JPEG, PNG or WebP image' : 'use a JPEG, PNG or WebP image, or a PDF'}.`);
  }
  const dir = join(uploadsDir(config), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${signature.ext}`;
  await writeFile(join(dir, name), bytes, { mode: 0o600 });
  return { path: `${folder}/${name}`, type: signature.type, bytes: bytes.length, originalName: file.name.slice(0, 200) };
}

/** The bytes of a stored upload (its `path` as kept in the database); for operators' review and public bag photos. */
export async function readUpload(config: ServerConfig, path: string): Promise<Uint8Array<ArrayBuffer>> {
  if (path.split('/').some((part) => part === '..' || part === '')) throw new Error(`Bad upload path ${path}`);
  return new Uint8Array(await readFile(join(uploadsDir(config), path)));
}

/** Removes a stored upload; a file already gone is no error. */
export async function removeUpload(config: ServerConfig, path: string): Promise<void> {
  await unlink(join(uploadsDir(config), path)).catch(() => undefined);
}
