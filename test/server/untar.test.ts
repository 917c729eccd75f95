import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { untarGzip } from '../../server/db/untar';

const dir = mkdtempSync(join(tmpdir(), 'tote-untar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One ustar entry: a 512-byte header and the content padded to 512 bytes. */
function entry(name: string, type: '0' | '5', content = Buffer.alloc(0), mode = 0o600): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write(`${mode.toString(8).padStart(7, '0')}\0`, 100);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const padded = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  content.copy(padded);
  return Buffer.concat([header, padded]);
}

describe('unpacking the PGlite template', () => {
  it('writes the folders and files of a gzipped tar, with their modes', () => {
    const archive = gzipSync(
      Buffer.concat([
        entry('/base', '5', undefined, 0o700),
        entry('/base/1/PG_VERSION', '0', Buffer.from('17\n')),
        entry('/global/1213', '0', Buffer.alloc(8192, 7)),
        Buffer.alloc(1024),
      ]),
    );
    expect(untarGzip(archive, dir)).toBe(2);
    expect(readFileSync(join(dir, 'base/1/PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(dir, 'global/1213'))).toEqual(Buffer.alloc(8192, 7));
    expect(statSync(join(dir, 'global/1213')).mode & 0o777).toBe(0o600);
  });

  it('refuses an entry that would land outside the folder', () => {
    expect(() => untarGzip(gzipSync(Buffer.concat([entry('../escape.txt', '0', Buffer.from('x')), Buffer.alloc(1024)])), dir)).toThrow(/outside/);
  });
});
