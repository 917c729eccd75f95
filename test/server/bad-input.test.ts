import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, postJson, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8500000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('bad input never crashes the server', () => {
  const jsonCalls = ['/api/user/send-otp', '/api/user/verify-otp', '/api/auth/generate-token', '/api/auth/refresh-token'];

  it.each(jsonCalls)('%s: malformed JSON, an empty body and a non-object are 400s with a message', async (path) => {
    for (const [body, code, message] of [
      ['{"username": ', 'INVALID_JSON', 'The request body is not valid JSON.'],
      ['', 'BODY_MISSING', 'The request body is missing: send a JSON object.'],
      ['[1,2]', 'INVALID_INPUT', 'The request body must be a JSON object.'],
      ['"text"', 'INVALID_INPUT', 'The request body must be a JSON object.'],
    ]) {
      const res = await postJson(server.app, path, body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ status: 400, code, message });
    }
  });

  it('missing and mistyped fields get a clear 400', async () => {
    const noUser = await postJson(server.app, '/api/user/send-otp', {});
    expect(noUser.status).toBe(400);
    expect((await noUser.json()).message).toBe('Mobile number is required.');

    const numeric = await postJson(server.app, '/api/user/send-otp', { username: 9876543210 });
    expect(numeric.status).toBe(400);
    expect((await numeric.json()).message).toBe('The field "username" is invalid: expected text.');

    const roles = await postJson(server.app, '/api/user/send-otp', { username: number(), roles: 'ROLE_CUSTOMER' });
    expect(roles.status).toBe(400);
    expect((await roles.json()).message).toMatch(/roles/);

    const invalid = await postJson(server.app, '/api/user/send-otp', { username: '12345' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe('Please enter a valid 10-digit mobile number.');

    const otpNumber = await postJson(server.app, '/api/user/verify-otp', { username: number(), otp: 123456 });
    expect(otpNumber.status).toBe(400);

    const tokenNoOtp = await postJson(server.app, '/api/auth/generate-token', { username: number() });
    expect(tokenNoOtp.status).toBe(400);
    expect((await tokenNoOtp.json()).message).toBe('OTP is required.');
  });

  it('413 for an oversize body, with or without a Content-Length', async () => {
    const big = JSON.stringify({ username: number(), padding: 'x'.repeat(70 * 1024) });
    const streamed = await postJson(server.app, '/api/user/send-otp', big);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).message).toMatch(/^The request is too large/);
    const declared = await server.app.request('/api/user/send-otp', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(declared.status).toBe(413);
  });

  it('unknown calls are a JSON 404; the server keeps answering afterwards', async () => {
    const res = await server.app.request('/api/user/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await res.json()).status).toBe(404);
    expect((await server.app.request('/api/user/abc')).status).toBe(404);
    const username = number();
    expect((await postJson(server.app, '/api/user/send-otp', { username })).status).toBe(200);
  });
});
