import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applied, approved, pay, slabIds } from './support/membership-journey';
import { freshNumber, getAuthed, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8700000000);
let server: TestServer;
let slabs: number[];

beforeAll(async () => {
  server = await startTestServer();
  slabs = await slabIds(server.db);
});
afterAll(() => server.close());

describe('orders', () => {
  it('payment-details: what is due in rupees, GST included and shown apart, and why a PENDING applicant may not pay yet', async () => {
    const me = await applied(server.app, server.db, number());
    const res = await getAuthed(server.app, `/api/order/payment-details/${me.slabId}`, me.accessToken);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const slab = (await server.db.query<{ amount: string }>('select amount from membership_plan_slabs where id = $1', [me.slabId])).rows[0];
    expect(data).toMatchObject({
      membershipPlanSlabId: me.slabId,
      totalAmount: Number(slab.amount),
      currency: 'INR',
      gstRatePercent: 18,
      orderId: me.orderId,
      gateway: 'demo',
    });
    // The price includes 18% GST: the taxable value and the tax add up to it, to the paisa.
    expect(Math.round(data.amount * 100) + Math.round(data.tax * 100)).toBe(Math.round(Number(slab.amount) * 100));
    expect(data.tax).toBeCloseTo((Number(slab.amount) * 18) / 118, 2);
    expect(data.canPay).toBe(false);
    expect(data.message).toBe('Your application is still under review. You can pay once it is approved.');
    expect((await getAuthed(server.app, '/api/order/payment-details/999999', me.accessToken)).status).toBe(404);
    expect((await getAuthed(server.app, `/api/order/payment-details/${me.slabId}`)).status).toBe(401);
  });

  it('save: a DRAFT user is sent to the form (409); an applicant switching plans keeps one open order, re-priced', async () => {
    const draft = await signUp(server.app, number());
    const refused = await postJson(server.app, '/api/order/save', { userId: draft.userId, membershipPlanSlabId: slabs[0] }, draft.accessToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Please submit the membership application form first.');

    const me = await approved(server.app, server.db, number(), 0);
    const switched = await postJson(server.app, '/api/order/save', { userId: me.userId, membershipPlanSlabId: slabs[2] }, me.accessToken);
    expect(switched.status).toBe(200);
    const order = (await switched.json()).data;
    expect(order.orderId).toBe(me.orderId);
    expect(order.membershipPlanSlab.membershipPlanSlabId).toBe(slabs[2]);
    expect(order.totalAmount).toBe(order.membershipPlanSlab.amount);
    expect(order.amount + order.tax).toBeCloseTo(order.membershipPlanSlab.amount, 2);
    const open = await server.db.query('select id from orders where user_id = $1', [me.userId]);
    expect(open.rows).toHaveLength(1);
    expect((await postJson(server.app, '/api/order/save', { membershipPlanSlabId: 999999 }, me.accessToken)).status).toBe(404);
  });

  it('activate refuses an unpaid order (409)', async () => {
    const me = await approved(server.app, server.db, number());
    const res = await postJson(server.app, '/api/order/activate', { orderId: me.orderId }, me.accessToken);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This order has not been paid yet.');
  });

  it("list and count: one's own orders only; another member's order, list or membership is a 403", async () => {
    const me = await approved(server.app, server.db, number());
    const other = await approved(server.app, server.db, number());
    await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `k-${me.orderId}-abcdef` });

    const list = await postJson(server.app, '/api/order/list', { page: 0, size: 10, userId: me.userId }, me.accessToken);
    expect(list.status).toBe(200);
    const orders = (await list.json()).data;
    expect(orders.map((o: { orderId: number }) => o.orderId)).toEqual([me.orderId]);
    expect(orders[0]).toMatchObject({ status: { name: 'ACTIVATED' }, user: { id: me.userId } });
    expect((await (await postJson(server.app, '/api/order/count', { userId: me.userId }, me.accessToken)).json()).data).toBe(1);

    expect((await postJson(server.app, '/api/order/list', { userId: other.userId }, me.accessToken)).status).toBe(403);
    expect((await postJson(server.app, '/api/order/count', { userId: other.userId }, me.accessToken)).status).toBe(403);
    const theirs = await getAuthed(server.app, `/api/order/${other.orderId}`, me.accessToken);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(await theirs.json())).not.toContain(other.username);
    expect((await postJson(server.app, '/api/order/activate', { orderId: other.orderId }, me.accessToken)).status).toBe(403);
    expect((await getAuthed(server.app, '/api/order/999999', me.accessToken)).status).toBe(404);
    expect((await postJson(server.app, '/api/order/list', { size: 500 }, me.accessToken)).status).toBe(400);
  });

  it("GET /api/membership/usermembership/{id}: the paid membership for oneself, 403 for another's", async () => {
    const me = await approved(server.app, server.db, number());
    const other = await approved(server.app, server.db, number());
    await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `k-${me.orderId}-ghijkl` });
    const mine = await getAuthed(server.app, `/api/membership/usermembership/${me.userId}`, me.accessToken);
    expect(mine.status).toBe(200);
    expect((await mine.json()).data).toMatchObject({ status: 'ACTIVE', membershipPlanSlab: { membershipPlanSlabId: me.slabId } });
    expect((await getAuthed(server.app, `/api/membership/usermembership/${other.userId}`, me.accessToken)).status).toBe(403);
  });
});
