import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ManualPaymentGateway } from '../../server/payments/manual-payment-gateway';
import { approved } from './support/membership-journey';
import { operator, operatorGet, operatorPost } from './support/operator';
import { freshNumber, getAuthed, postJson, type Session, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let app: Hono;
let staff: Session;
beforeAll(async () => {
  server = await startTestServer();
  app = createApp({
    db: server.db,
    config: server.config,
    sms: server.sms,
    now: server.clock.now,
    payments: new ManualPaymentGateway({ accountName: 'Tote Luxe Rentals Private Limited', upiId: 'toteluxe@icici', bank: null }),
  });
  staff = await operator({ ...server, app });
});
afterAll(() => server.close());

const statusOf = async (me: Session) => (await (await getAuthed(app, `/api/user/${me.userId}`, me.accessToken)).json()).data.status.code as string;

describe('payments by hand', () => {
  it('not received: the attempt fails with the reason (audit logged), the member may pay again with a new reference, which an operator then receives', async () => {
    const me = await approved(app, server.db, freshNumber(9480000000));
    const key = `manual-${me.orderId}-key`;
    const first = (await (await postJson(app, '/api/payment/payNow', { orderId: me.orderId, idempotencyKey: key }, me.accessToken)).json()).data;
    expect(first).toMatchObject({ status: 'PROCESSING', manualPayment: { upiId: 'toteluxe@icici' } });

    expect((await operatorPost(app, `/payments/${first.paymentId}/not-received`, { reason: '' }, staff.accessToken)).status).toBe(400);
    const refused = await operatorPost(app, `/payments/${first.paymentId}/not-received`, { reason: 'Nothing arrived in 7 days' }, staff.accessToken);
    expect(refused.status).toBe(200);
    expect((await operatorPost(app, `/payments/${first.paymentId}/received`, {}, staff.accessToken)).status).toBe(409);
    const waiting = (await (await operatorGet(app, '/payments/awaiting', staff.accessToken)).json()).data as { paymentId: number }[];
    expect(waiting.map((p) => p.paymentId)).not.toContain(first.paymentId);
    const audit = await server.db.query<{ action: string }>("select action from audit_log where subject_type = 'payment' and subject_id = $1", [
      String(first.paymentId),
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['payment.not-received']);
    expect(await statusOf(me)).toBe('APPROVED');

    // The member tries again: a new reference for the new attempt.
    const again = (await (await postJson(app, '/api/payment/payNow', { orderId: me.orderId, idempotencyKey: key }, me.accessToken)).json()).data;
    expect(again.status).toBe('PROCESSING');
    expect(again.manualPayment.reference).not.toBe(first.manualPayment.reference);
    expect((await operatorPost(app, `/payments/${again.paymentId}/received`, {}, staff.accessToken)).status).toBe(200);
    expect(await statusOf(me)).toBe('ACTIVE');
  });
});
