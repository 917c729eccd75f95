import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ConfigError } from '../../server/config';
import { createLogger } from '../../server/log/logger';
import { chooseSmsSender } from '../../server/sms/choose-sms-sender';
import { Msg91SmsSender } from '../../server/sms/msg91-sms-sender';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import { freshNumber, postJson, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let msg91: RecordingServer;
beforeAll(async () => {
  server = await startTestServer();
  msg91 = await startRecordingServer(() => ({ body: { type: 'success', message: '3763646c3058373530393938' } }));
});
afterAll(async () => {
  await msg91.close();
  await server.close();
});

const number = () => freshNumber(9300000000);

describe('choosing the SMS gateway (TOTE_SMS_PROVIDER)', () => {
  it('refuses the console sender in production, with a message saying what to set', () => {
    for (const provider of [undefined, 'console']) {
      expect(() => chooseSmsSender({ NODE_ENV: 'production', TOTE_SMS_PROVIDER: provider })).toThrow(ConfigError);
      expect(() => chooseSmsSender({ NODE_ENV: 'production', TOTE_SMS_PROVIDER: provider })).toThrow(/TOTE_SMS_PROVIDER=msg91/);
    }
    expect(chooseSmsSender({}).constructor.name).toBe('ConsoleSmsSender');
  });

  it('builds MSG91 from its variables and names a missing one', () => {
    expect(() => chooseSmsSender({ NODE_ENV: 'production', TOTE_SMS_PROVIDER: 'msg91', TOTE_MSG91_AUTH_KEY: 'k' })).toThrow(/TOTE_MSG91_TEMPLATE_ID/);
    expect(() => chooseSmsSender({ TOTE_SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/Unknown TOTE_SMS_PROVIDER "carrier-pigeon"/);
    const sender = chooseSmsSender({ NODE_ENV: 'production', TOTE_SMS_PROVIDER: 'msg91', TOTE_MSG91_AUTH_KEY: 'k', TOTE_MSG91_TEMPLATE_ID: 't' });
    expect(sender).toBeInstanceOf(Msg91SmsSender);
  });
});

describe('MSG91 (Flow API) on the wire, in production mode', () => {
  const lines: string[] = [];
  const production = () =>
    createApp({
      db: server.db,
      config: { ...server.config, demo: false },
      sms: new Msg91SmsSender({ authKey: 'auth-key-123', templateId: 'tmpl-otp-1', baseUrl: msg91.url }),
      now: server.clock.now,
      log: createLogger({ json: true, level: 'info', destination: new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }) }),
    });

  it('sends the OTP in the registered template to +91<number>; the response and the log never show it; the code logs the member in', async () => {
    const app = production();
    const username = number();
    msg91.requests.length = 0;
    const sent = await postJson(app, '/api/user/send-otp', { username });
    expect(sent.status).toBe(200);
    const body = await sent.json();
    expect(JSON.stringify(body)).not.toMatch(/\d{6}/);

    expect(msg91.requests).toHaveLength(1);
    const request = msg91.requests[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('auth-key-123');
    expect(request.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request.body.toString());
    expect(payload).toMatchObject({ template_id: 'tmpl-otp-1', recipients: [{ mobiles: `91${username}`, minutes: '5' }] });
    const otp = payload.recipients[0].otp as string;
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await postJson(app, '/api/user/verify-otp', { username, otp });
    expect(verified.status).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(otp);
  });

  it('a refusal by MSG91 is a 502 for the member, logged without the code, and the code is not usable', async () => {
    const app = production();
    msg91.reply = () => ({ status: 401, body: { type: 'error', message: 'Authentication failure' } });
    try {
      const username = number();
      lines.length = 0;
      msg91.requests.length = 0;
      const res = await postJson(app, '/api/user/send-otp', { username });
      expect(res.status).toBe(502);
      const otp = JSON.parse(msg91.requests[0].body.toString()).recipients[0].otp as string;
      expect(lines.join('')).toContain('MSG91 did not accept the SMS (HTTP 401: Authentication failure)');
      expect(lines.join('')).not.toContain(otp);
      expect((await postJson(app, '/api/user/verify-otp', { username, otp })).status).toBe(400);
    } finally {
      msg91.reply = () => ({ body: { type: 'success', message: 'ok' } });
    }
  });
});
