import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, operatorGet, operatorPost } from './support/operator';
import { freshNumber, getAuthed, postJson, type Session, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(7710000000);
const HOUR = 60 * 60_000;
let server: TestServer;
let granted: Session;

beforeAll(async () => {
  server = await startTestServer();
  granted = await operator(server, 7720000000);
});
afterAll(() => server.close());

/** A fresh login (send, verify, tokens), as after the role was granted. */
async function login(username: string): Promise<Session & { userId: number }> {
  server.clock.advance(HOUR);
  const otp = (await (await postJson(server.app, '/api/user/send-otp', { username })).json()).data.otp as string;
  expect((await postJson(server.app, '/api/user/verify-otp', { username, otp })).status).toBe(200);
  const tokens = (await (await postJson(server.app, '/api/auth/generate-token', { username, otp })).json()).data;
  const userId = (await server.db.query<{ id: number }>('select id from users where username = $1', [username])).rows[0].id;
  return { userId, username, ...tokens };
}

describe("an operator's session", () => {
  it('lasts a working day while in use: past the one-hour token of a member, until two idle hours end it on every device', async () => {
    const member = await login((await signUp(server.app, number())).username);
    const staff = await login(granted.username);
    for (let hour = 0; hour < 5; hour++) {
      server.clock.advance(90 * 60_000);
      expect((await operatorGet(server.app, '/members', staff.accessToken)).status, `after ${(hour + 1) * 1.5} hours`).toBe(200);
    }
    // The member's token, issued an hour earlier, lasted its hour only.
    expect((await getAuthed(server.app, `/api/user/${member.userId}`, member.accessToken)).status).toBe(401);

    server.clock.advance(2 * HOUR + 60_000);
    const idle = await operatorGet(server.app, '/members', staff.accessToken);
    expect(idle.status).toBe(401);
    expect((await idle.json()).code).toBe('SESSION_EXPIRED');
    // Ended everywhere, member calls and refresh included; a new login works.
    expect((await getAuthed(server.app, `/api/user/${staff.userId}`, staff.accessToken)).status).toBe(401);
    expect((await postJson(server.app, '/api/auth/refresh-token', { refreshToken: staff.refreshToken })).status).toBe(401);
    const again = await login(granted.username);
    expect((await operatorGet(server.app, '/members', again.accessToken)).status).toBe(200);
  });

  it('ends after 12 hours however busy', async () => {
    const staff = await login(granted.username);
    for (let hour = 1; hour < 12; hour++) {
      server.clock.advance(HOUR);
      expect((await operatorGet(server.app, '/members', staff.accessToken)).status).toBe(200);
    }
    server.clock.advance(HOUR);
    expect((await operatorGet(server.app, '/members', staff.accessToken)).status).toBe(401);
  });

  it('is ended from the back office on every device, with a reason in the audit log', async () => {
    const staff = await login(granted.username);
    const other = await operator(server, 7730000000);
    const colleague = await login(other.username);
    const otherTab = await login(other.username);

    const noReason = await operatorPost(server.app, `/members/${colleague.userId}/end-sessions`, { reason: ' ' }, staff.accessToken);
    expect(noReason.status).toBe(400);
    expect((await operatorGet(server.app, '/members', colleague.accessToken)).status).toBe(200);

    server.clock.advance(1000);
    const ended = await operatorPost(server.app, `/members/${colleague.userId}/end-sessions`, { reason: 'Laptop lost' }, staff.accessToken);
    expect(ended.status).toBe(200);
    for (const session of [colleague, otherTab]) {
      expect((await operatorGet(server.app, '/members', session.accessToken)).status).toBe(401);
      expect((await postJson(server.app, '/api/auth/refresh-token', { refreshToken: session.refreshToken })).status).toBe(401);
    }
    const audit = (await (await operatorGet(server.app, `/audit?subjectType=member&subjectId=${colleague.userId}`, staff.accessToken)).json()).data;
    expect(JSON.stringify(audit)).toContain('Ended every session on every device (a new login is needed): Laptop lost');
    // The one who ended them carries on; the colleague logs in again.
    expect((await operatorGet(server.app, '/members', staff.accessToken)).status).toBe(200);
    expect((await operatorGet(server.app, '/members', (await login(other.username)).accessToken)).status).toBe(200);
  });
});
