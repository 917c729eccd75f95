import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

const text = (bytes: Buffer, start: number, length: number) => {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
};
const octal = (bytes: Buffer, start: number, length: number) => parseInt(text(bytes, start, length).trim() || '0', 8);

/**
 * Unpacks a gzipped tar of plain files and folders (what PGlite's
 * dumpDataDir writes) into `dir`: the PGlite template becomes a data folder
 * with native zlib and plain file writes, no WebAssembly involved. Entries
 * that would land outside `dir` are refused.
 */
export function untarGzip(archive: Uint8Array, dir: string): number {
  const tar = gunzipSync(archive);
  let files = 0;
  let longName: string | null = null;
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 48);
    const body = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x' || type === 'L') {
      // A pax header's "path=" record, or a GNU long name: the next entry's full name.
      longName = type === 'L' ? text(body, 0, body.length) : (/(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? null);
      continue;
    }
    if (type === 'g') continue;
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = null;
    const target = normalize(join(dir, name));
    if (target !== normalize(dir) && !target.startsWith(normalize(dir) + sep)) throw new Error(`The archive's entry ${name} points outside ${dir}.`);
    const mode = octal(header, 100, 8) || 0o600;
    if (type === '5') mkdirSync(target, { recursive: true, mode });
    else if (type === '0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, body, { mode });
      files += 1;
    } else throw new Error(`Unexpected entry of type ${type} (${name}) in the archive.`);
  }
  return files;
}
