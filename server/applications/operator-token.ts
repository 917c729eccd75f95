import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret the operator command (npm run admin) shows the running server:
 * data/operator-token, made at the server's first start, readable by the
 * data folder's owner only. Whoever can read the data folder can operate.
 */
export function operatorTokenFile(dataDir: string): string {
  return join(dataDir, 'operator-token');
}

export function ensureOperatorToken(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = operatorTokenFile(dataDir);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export function readOperatorToken(dataDir: string): string | null {
  const file = operatorTokenFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
