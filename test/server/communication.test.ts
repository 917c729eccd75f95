import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationShape } from '../../src/api/communication';
import { notify } from '../../server/notifications/notify';
import { freshNumber, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8400000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (path: string, body: unknown, token?: string) => postJson(server.app, `/api/communication/${path}`, body, token);
const data = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()).data;
};

describe('notifications', () => {
  it('counts, lists newest first and marks read for the caller', async () => {
    const me = await signUp(server.app, number());
    const mine = { toUserId: me.userId };
    expect(await data(await call('unread/count', mine, me.accessToken))).toBe(0);
    expect(await data(await call('list', mine, me.accessToken))).toEqual([]);

    const first = await notify(server.db, me.userId, 'Order confirmed', 'Your membership order is confirmed.', '/package-details');
    // An hour older, instead of waiting on the wall clock for a later created_at.
    await server.db.query("update notifications set created_at = created_at - interval '1 hour' where id = $1", [first]);
    await notify(server.db, me.userId, 'Bag shipped', 'Your bag is on its way.');

    expect(await data(await call('unread/count', mine, me.accessToken))).toBe(2);
    expect(await data(await call('count', mine, me.accessToken))).toBe(2);
    const list = await data(await call('list', mine, me.accessToken));
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Bag shipped', 'Order confirmed']);
    for (const item of list) expect(is(item, NotificationShape)).toBe(true);
    expect(list[1]).toMatchObject({ toUserId: me.userId, message: 'Your membership order is confirmed.', read: false, link: '/package-details' });
    expect(new Date(list[1].createdAt).toISOString()).toBe(list[1].createdAt);

    expect(await data(await call('read-notification', mine, me.accessToken))).toBe(2);
    expect(await data(await call('unread/count', mine, me.accessToken))).toBe(0);
    expect(await data(await call('count', mine, me.accessToken))).toBe(2);
    expect((await data(await call('list', mine, me.accessToken))).every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("403 for someone else's toUserId on every call, and their notifications stay unread", async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    await notify(server.db, other.userId, 'Private', 'Only for the other member.');
    for (const path of ['unread/count', 'read-notification', 'list', 'count']) {
      const res = await call(path, { toUserId: other.userId }, me.accessToken);
      expect(res.status, path).toBe(403);
    }
    expect(await data(await call('unread/count', { toUserId: other.userId }, other.accessToken))).toBe(1);
  });

  it('401 without a token; 400 for a missing or mistyped toUserId', async () => {
    const me = await signUp(server.app, number());
    for (const path of ['unread/count', 'read-notification', 'list', 'count']) {
      expect((await call(path, { toUserId: me.userId })).status, path).toBe(401);
    }
    const missing = await call('list', {}, me.accessToken);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('The field "toUserId" is required.');
    expect((await call('list', { toUserId: 'abc' }, me.accessToken)).status).toBe(400);
    expect((await call('list', { toUserId: 1.5 }, me.accessToken)).status).toBe(400);
    // An id kept as text still names the caller.
    expect((await call('count', { toUserId: String(me.userId) }, me.accessToken)).status).toBe(200);
  });
});
