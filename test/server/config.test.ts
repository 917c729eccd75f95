import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../server/auth/tokens';
import { ConfigError, loadConfig } from '../../server/config';
import { checkConfig, configTable } from '../../server/config-check';
import { CONFIG_VARIABLES } from '../../server/config-variables';
import { signInvoiceToken, verifyInvoiceToken } from '../../server/orders/invoice-token';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tote-config-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SECRET = 'a'.repeat(16) + 'b'.repeat(16) + 'c'.repeat(16);
const now = new Date('2026-03-02T09:00:00Z');

describe('the server secret', () => {
  it('is required in production and with DATABASE_URL, naming the variable', () => {
    for (const env of [{ NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://db.example/tote' }]) {
      expect(() => loadConfig({ ...env, DATA_DIR: folder() })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, DATA_DIR: folder() })).toThrow(/TOTE_SECRET is not set/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', TOTE_SECRET: 'short', DATA_DIR: folder() })).toThrow(/TOTE_SECRET is too short/);
  });

  it('gives two instances with the same TOTE_SECRET (or its old name TOTE_JWT_SECRET) the same keys, whatever their data folders', async () => {
    const a = loadConfig({ NODE_ENV: 'production', TOTE_SECRET: SECRET, DATA_DIR: folder() });
    const b = loadConfig({ DATABASE_URL: 'postgres://db.example/tote', TOTE_JWT_SECRET: SECRET, DATA_DIR: folder() });
    const token = await signToken(a, { userId: 7, username: '9876543210' }, 'access', now);
    expect(await verifyToken(b, token, 'access', now)).toEqual({ userId: 7, username: '9876543210', kind: 'access', issuedAt: now.getTime() / 1000 });
    const link = await signInvoiceToken(a, 12, 7, now);
    expect(await verifyInvoiceToken(b, link, 12, now)).toBe(7);
  });

  it('derives a separate key per purpose: an invoice link is no login and a login is no invoice link', async () => {
    const config = loadConfig({ TOTE_SECRET: SECRET, DATA_DIR: folder() });
    const keys = Object.values(config.keys).map((k) => Buffer.from(k).toString('hex'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k.length === 64 && !k.includes(Buffer.from(SECRET).toString('hex')))).toBe(true);
    const link = await signInvoiceToken(config, 12, 7, now);
    expect(await verifyToken(config, link, 'access', now)).toBeNull();
    const access = await signToken(config, { userId: 7, username: '9876543210' }, 'access', now);
    expect(await verifyInvoiceToken(config, access, 12, now)).toBeNull();
  });

  it('in the embedded demo, is generated once into the data folder and kept across restarts', async () => {
    const dir = folder();
    const first = loadConfig({ DATA_DIR: dir });
    const again = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(again.keys.tokens)).toEqual(Buffer.from(first.keys.tokens));
    const other = loadConfig({ DATA_DIR: folder() });
    expect(Buffer.from(other.keys.tokens)).not.toEqual(Buffer.from(first.keys.tokens));
  });

  it('refuses a malformed timeout naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: folder(), TOTE_DB_LOCK_TIMEOUT_MS: 'soon' })).toThrow(/TOTE_DB_LOCK_TIMEOUT_MS must be a whole number/);
    expect(loadConfig({ DATA_DIR: folder(), TOTE_DB_LOCK_TIMEOUT_MS: '250' }).database.lockTimeoutMs).toBe(250);
  });
});

describe('the settings check (npm run admin -- check-config)', () => {
  const full = {
    NODE_ENV: 'production',
    TOTE_SECRET: SECRET,
    TOTE_SMS_PROVIDER: 'msg91',
    TOTE_MSG91_AUTH_KEY: 'auth-key',
    TOTE_MSG91_TEMPLATE_ID: 'template',
    TOTE_PAYMENT_GATEWAY: 'razorpay',
    TOTE_RAZORPAY_KEY_ID: 'rzp_live_x',
    TOTE_RAZORPAY_KEY_SECRET: 'rzp-secret-value',
    TOTE_PUBLIC_URL: 'https://tote.example',
    TOTE_COURIER: 'bluedart',
    TOTE_BLUEDART_LOGIN_ID: 'BOM1',
    TOTE_BLUEDART_LICENCE_KEY: 'licence-value',
    TOTE_ALLOW_DEMO_FACTS: 'yes',
  };

  it('passes a complete production setting, and prints every variable without a secret value', () => {
    expect(checkConfig(full)).toEqual([]);
    const { lines, problems } = configTable(full);
    expect(problems).toEqual([]);
    for (const variable of CONFIG_VARIABLES) expect(lines.some((line) => line.startsWith(`${variable.name} `))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/rzp-secret-value|licence-value|auth-key|aaaa/);
    expect(lines.at(-1)).toBe('Every setting is good: the server can start.');
  });

  it('lists every problem at once: missing keys of the chosen providers, malformed values, the demo facts', () => {
    const problems = checkConfig({
      ...full,
      TOTE_MSG91_AUTH_KEY: '',
      TOTE_RAZORPAY_BASE_URL: 'api.razorpay.com',
      TOTE_OTP_CLIENT_MAX: 'lots',
      TOTE_ALLOW_DEMO_FACTS: '',
    });
    expect(problems.map((p) => p.name)).toEqual(['TOTE_MSG91_AUTH_KEY', 'TOTE_RAZORPAY_BASE_URL', 'TOTE_OTP_CLIENT_MAX', 'club facts']);
    expect(problems[0].problem).toBe('missing: TOTE_SMS_PROVIDER=msg91 needs it');
    // Another gateway, another courier: their keys are no longer asked for, but MSG91 stays required.
    const demoProviders = { NODE_ENV: 'production', TOTE_SECRET: SECRET, TOTE_PAYMENT_GATEWAY: 'demo', TOTE_COURIER: 'demo', TOTE_ALLOW_DEMO_FACTS: 'yes' };
    expect(checkConfig(demoProviders).map((p) => p.name)).toEqual(['TOTE_SMS_PROVIDER']);
    // Demo mode needs nothing.
    expect(checkConfig({})).toEqual([]);
  });

  it('docs/operations.md documents every variable, in the order the check lists them', () => {
    const doc = readFileSync('docs/operations.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Configuration'), doc.indexOf('\n## ', doc.indexOf('## Configuration') + 1));
    const documented = [...section.matchAll(/^\| `([A-Z_0-9]+)`/gm)].map((m) => m[1]);
    expect(documented).toEqual(CONFIG_VARIABLES.map((v) => v.name));
  });
});
