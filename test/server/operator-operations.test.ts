import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_MESSAGES } from '../../server/bookings/booking-change-service';
import { addDays, isoDay } from '../../server/catalogue/iso-date';
import { seedCatalogue } from '../../server/seed/seed-catalogue';
import { seedPlans } from '../../server/seed/seed-plans';
import { bagIds, book, data, member, renewed } from './support/collection-fixtures';
import { HOLD_UNDO_MS, MEMBER_ADMIN_MESSAGES } from '../../server/members/member-admin-service';
import { routeForStatus } from '../../src/routing/status-route';
import { CREDIT_NOTE_MESSAGES } from '../../server/orders/credit-note-service';
import { RazorpayPaymentGateway } from '../../server/payments/razorpay-payment-gateway';
import { approved, pay } from './support/membership-journey';
import { operator, operatorGet, operatorPost, ship } from './support/operator';
import { startRecordingServer } from './support/recording-server';
import { freshNumber, getAuthed, postJson, type Session, startTestServer, type TestServer } from './support/test-server';

// The back office's everyday operations on bookings: cancel before shipping, change days or bag, each
// offered and allowed only in the states where it is valid, told to the member and audit logged.

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];
let nextBag = 0;
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);
let waybill = 61_000_000_000;
const freshWaybill = () => String((waybill += 1));

beforeAll(async () => {
  // The bags and the plans only: these tests make their own members, so the demo club's replayed
  // histories (about a second of the file's setup) would be work nobody reads.
  const base = await startTestServer();
  await seedCatalogue(base.db);
  await seedPlans(base.db);
  server = { ...base, today: isoDay(base.clock.now()) };
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const token = async () => (await renewed(server, staff)).accessToken;
const act = async (bookingId: number, action: string, body: unknown, as?: Session) =>
  operatorPost(server.app, `/bookings/${bookingId}/${action}`, body, as ? (await renewed(server, as)).accessToken : await token());
const bell = async (who: Session) =>
  (await data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, (await renewed(server, who)).accessToken))) as {
    title: string;
    message: string;
  }[];
const audit = async (bookingId: number) =>
  (
    await server.db.query<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      "select action, before, after from audit_log where subject_type = 'booking' and subject_id = $1 order by id",
      [String(bookingId)],
    )
  ).rows;

describe('operator booking operations', () => {
  it('cancels a booking before it ships: its days are free again, the member is told why, the audit row has before and after', async () => {
    const me = await member(server, 7520000000);
    const bag = freshBag();
    const booking = await data(await book(server.app, me, bag, day(3), day(5)));

    const detail = await data(await operatorGet(server.app, `/bookings/${booking.bookingId}`, await token()));
    expect(detail).toMatchObject({ bookingId: booking.bookingId, stage: 'TO_SHIP', actions: { cancel: true, changeDates: true, changeBag: true } });

    // Members never reach these calls, not even for their own booking; a reason is required.
    expect((await act(booking.bookingId, 'cancel', { reason: 'Changed my mind' }, me)).status).toBe(403);
    expect((await operatorGet(server.app, `/bookings/${booking.bookingId}`, me.accessToken)).status).toBe(403);
    const noReason = await act(booking.bookingId, 'cancel', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toBe(BOOKING_CHANGE_MESSAGES.reason);

    const cancelled = await data(await act(booking.bookingId, 'cancel', { reason: 'The bag needs repair.' }));
    expect(cancelled).toMatchObject({ stage: 'CANCELLED', actions: { cancel: false, changeDates: false, changeBag: false } });
    expect((await bell(me))[0]).toMatchObject({ title: expect.stringContaining('cancelled'), message: expect.stringContaining('The bag needs repair.') });
    expect(await audit(booking.bookingId)).toEqual([
      expect.objectContaining({
        action: 'booking.cancel',
        before: expect.objectContaining({ status: 'BOOKED', startDate: day(3) }),
        after: expect.objectContaining({ status: 'CANCELLED', reason: 'The bag needs repair.' }),
      }),
    ]);
    // Cancelled twice is refused; the days are bookable by another member.
    expect((await act(booking.bookingId, 'cancel', { reason: 'Again' })).status).toBe(409);
    const other = await member(server, 7520000000);
    expect((await book(server.app, other, bag, day(3), day(5))).status).toBe(200);
  });

  it('changes the days and the bag before shipping; after shipping only the return day, and no cancel', async () => {
    const me = await member(server, 7521000000);
    const booking = await data(await book(server.app, me, freshBag(), day(2), day(4)));
    const newBag = freshBag();

    const moved = await data(await act(booking.bookingId, 'change', { startDate: day(3), returnDate: day(6), productId: newBag }));
    expect(moved).toMatchObject({ startDate: day(3), returnDate: day(6), bag: { productId: newBag } });
    const told = (await bell(me))[0];
    expect(told.title).toMatch(/^Your booking is now /);
    expect(told.message).toContain('now runs from');
    expect((await audit(booking.bookingId)).at(-1)).toMatchObject({
      action: 'booking.change',
      before: { productId: booking.productId, startDate: day(2), returnDate: day(4) },
      after: { productId: newBag, startDate: day(3), returnDate: day(6) },
    });

    // Refusals: nothing changes, days in the past, a return before the start, a bag booked on those days, a bag not in the collection.
    const refusals: [unknown, number, string][] = [
      [{ startDate: day(3) }, 400, BOOKING_CHANGE_MESSAGES.nothing],
      [{ startDate: day(-1) }, 400, 'The start date cannot be in the past.'],
      [{ returnDate: day(2) }, 400, 'The return date cannot be before the start date.'],
      [{ productId: 999_999 }, 404, BOOKING_CHANGE_MESSAGES.noBag],
    ];
    const taken = freshBag();
    const someone = await member(server, 7521000000);
    await data(await book(server.app, someone, taken, day(5), day(7)));
    refusals.push([{ productId: taken }, 409, BOOKING_CHANGE_MESSAGES.bagTaken]);
    for (const [body, status, message] of refusals) {
      const res = await act(booking.bookingId, 'change', body);
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }

    await ship(server.app, await token(), booking.bookingId, freshWaybill());
    const shipped = await data(await operatorGet(server.app, `/bookings/${booking.bookingId}`, await token()));
    expect(shipped.actions).toEqual({ cancel: false, changeDates: true, changeBag: false });
    for (const [action, body, message] of [
      ['cancel', { reason: 'Too late' }, BOOKING_CHANGE_MESSAGES.shippedCancel],
      ['change', { productId: freshBag() }, BOOKING_CHANGE_MESSAGES.shippedBag],
      ['change', { startDate: day(4) }, BOOKING_CHANGE_MESSAGES.shippedStart],
    ] as const) {
      const res = await act(booking.bookingId, action, body);
      expect([res.status, (await res.json()).message]).toEqual([409, message]);
    }
    expect(await data(await act(booking.bookingId, 'change', { returnDate: day(5) }))).toMatchObject({ returnDate: day(5), stage: 'IN_TRANSIT' });
  });
});

async function paidOrder() {
  const me = await approved(server.app, server.db, freshNumber(7522000000));
  const res = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `refund-test-${me.orderId}` });
  if (res.status !== 200) throw new Error(`payNow ${res.status}: ${await res.text()}`);
  const order = (await (await getAuthed(server.app, `/api/order/${me.orderId}`, me.accessToken)).json()).data as {
    amount: number;
    tax: number;
    totalAmount: number;
  };
  return { me, order };
}
const refund = async (orderId: number, body: unknown, as?: Session) =>
  operatorPost(server.app, `/orders/${orderId}/refund`, body, as ? (await renewed(server, as)).accessToken : await token());
const serialNo = (serial: string) => Number(serial.split('/').at(-1));
const paise = (rupees: number) => Math.round(rupees * 100);

describe('refunds with GST credit notes', () => {
  it('refunds in part through the gateway, the GST reversed in proportion; the rest completes the invoice to the paisa; never more than was paid', async () => {
    const { me, order } = await paidOrder();
    expect((await refund(me.orderId, { reason: 'Goodwill', amount: 1000 }, me)).status).toBe(403);
    expect((await operatorGet(server.app, `/orders/${me.orderId}/refunds`, me.accessToken)).status).toBe(403);
    const before = await data(await operatorGet(server.app, `/orders/${me.orderId}/refunds`, await token()));
    expect(before).toMatchObject({ paid: order.totalAmount, refundable: order.totalAmount, gatewayRefund: true, creditNotes: [] });

    for (const amount of [0, order.totalAmount + 0.01, 10.005]) {
      const res = await refund(me.orderId, { reason: 'Goodwill', amount });
      expect([res.status, (await res.json()).message]).toEqual([400, CREDIT_NOTE_MESSAGES.amount(order.totalAmount)]);
    }

    const part = await data(await refund(me.orderId, { reason: 'A late delivery', amount: 1000 }));
    const partTax = Math.round((100_000 * paise(order.tax)) / paise(order.totalAmount)) / 100;
    expect(part).toMatchObject({ totalAmount: 1000, tax: partTax, amount: Math.round((1000 - partTax) * 100) / 100, method: 'gateway' });
    expect(part.reference).toMatch(/^rfnd_demo_/);
    expect((await bell(me))[0]).toMatchObject({ title: 'Refund issued', message: expect.stringContaining('₹1,000.00') });

    const rest = await data(await refund(me.orderId, { reason: 'Membership cancelled' }));
    expect(serialNo(rest.serial)).toBe(serialNo(part.serial) + 1);
    expect(paise(rest.totalAmount)).toBe(paise(order.totalAmount) - 100_000);
    // The two notes together credit exactly the invoice's taxable value and GST.
    expect(paise(part.tax) + paise(rest.tax)).toBe(paise(order.tax));
    expect(paise(part.amount) + paise(rest.amount)).toBe(paise(order.amount));
    const again = await refund(me.orderId, { reason: 'Once more', amount: 1 });
    expect([again.status, (await again.json()).message]).toEqual([409, CREDIT_NOTE_MESSAGES.already]);
    expect(await data(await operatorGet(server.app, `/orders/${me.orderId}/refunds`, await token()))).toMatchObject({ refundable: 0, creditNotes: [{}, {}] });

    const audit = await server.db.query<{ before: { refunded: number }; after: { refunded: number; amount: number } }>(
      "select before, after from audit_log where action = 'order.refund' and subject_id = $1 order by id",
      [String(me.orderId)],
    );
    expect(audit.rows.map((r) => [r.before.refunded, r.after.amount])).toEqual([
      [0, 1000],
      [1000, rest.totalAmount],
    ]);
    // The database itself refuses an order refunded beyond its price, whatever code writes it.
    await expect(server.db.query('update orders set refunded = amount + tax + 0.01 where id = $1', [me.orderId])).rejects.toMatchObject({ code: '23514' });
  });

  it('two refunds racing on one order: one goes through, the other is refused; a refund by hand needs the bank’s reference and keeps it', async () => {
    const { me, order } = await paidOrder();
    const amount = Math.round(order.totalAmount * 60) / 100;
    const answers = await Promise.all([refund(me.orderId, { reason: 'First', amount }), refund(me.orderId, { reason: 'Second', amount })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const total = await server.db.query<{ refunded: string }>('select refunded::text from orders where id = $1', [me.orderId]);
    expect(Number(total.rows[0].refunded)).toBe(amount);

    const missing = await refund(me.orderId, { reason: 'Paid back by NEFT', amount: 500, method: 'manual' });
    expect([missing.status, (await missing.json()).message]).toEqual([400, CREDIT_NOTE_MESSAGES.reference]);
    const note = await data(await refund(me.orderId, { reason: 'Paid back by NEFT', amount: 500, method: 'manual', reference: 'UTR412345678901' }));
    expect(note).toMatchObject({ method: 'manual', reference: 'UTR412345678901', totalAmount: 500 });
    expect((await bell(me))[0].message).toContain('bank transfer');
  });

  it('the Razorpay adapter refunds on Razorpay’s API (a local stand-in): amount and receipt sent; a lost answer is found by its receipt, not refunded twice; a refusal is named', async () => {
    const refunds: { id: string; amount: number; status: string; receipt: string }[] = [];
    const razorpay = await startRecordingServer((req) => {
      const url = new URL(req.url, 'http://razorpay.local');
      if (req.method === 'GET' && url.pathname === '/v1/payments/pay_Tote1/refunds') return { body: { entity: 'collection', items: refunds } };
      if (req.method === 'POST' && url.pathname === '/v1/payments/pay_Tote1/refund') {
        const body = JSON.parse(req.body.toString());
        if (body.amount > 50_000)
          return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } } };
        const made = { id: `rfnd_Tote${refunds.length + 1}`, entity: 'refund', amount: body.amount, status: 'processed', receipt: body.receipt };
        refunds.push(made);
        return { body: made };
      }
      return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } };
    });
    try {
      const gateway = new RazorpayPaymentGateway({
        keyId: 'rzp_test_T',
        keySecret: 'secret',
        baseUrl: razorpay.url,
        callbackUrl: 'https://t.example/r',
        siteUrl: 'https://t.example/',
      });
      const request = { gatewayPaymentId: 'pay_Tote1', amountMinor: 12_345, currency: 'INR', idempotencyKey: 'refund-9-0-12345' };
      expect(await gateway.refund(request)).toEqual({ status: 'processed', gatewayRefundId: 'rfnd_Tote1' });
      const post = razorpay.requests.find((r) => r.method === 'POST')!;
      expect(JSON.parse(post.body.toString())).toMatchObject({ amount: 12_345, receipt: 'refund-9-0-12345' });
      expect(post.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_T:secret').toString('base64')}`);
      // Asked again with the same key (its answer was lost): Razorpay's list has it, no second POST.
      expect(await gateway.refund(request)).toEqual({ status: 'processed', gatewayRefundId: 'rfnd_Tote1' });
      expect(razorpay.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      // The sweep's look-up only: the refund made under a key, none under another, and nothing refunded by asking.
      expect(await gateway.findRefund({ gatewayPaymentId: 'pay_Tote1', idempotencyKey: 'refund-9-0-12345' })).toEqual({
        status: 'processed',
        gatewayRefundId: 'rfnd_Tote1',
      });
      expect(await gateway.findRefund({ gatewayPaymentId: 'pay_Tote1', idempotencyKey: 'rf_never_asked' })).toBeNull();
      expect(await gateway.findRefund({ gatewayPaymentId: 'pay_Unknown1', idempotencyKey: 'refund-9-0-12345' })).toBeNull();
      expect(razorpay.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(await gateway.refund({ ...request, amountMinor: 60_000, idempotencyKey: 'refund-9-12345-60000' })).toEqual({
        status: 'failed',
        reason: 'Razorpay refused the refund: BAD_REQUEST_ERROR: The refund amount provided is greater than amount captured',
      });
    } finally {
      await razorpay.close();
    }
  });
});

describe('a member’s details and membership', () => {
  const hold = async (who: Session, path: string, body: unknown = {}) => operatorPost(server.app, `/members/${who.userId}/${path}`, body, await token());
  const userStatus = async (who: Session) =>
    (await data(await getAuthed(server.app, `/api/user/${who.userId}`, (await renewed(server, who)).accessToken))).status.code as 'ACTIVE' | 'DEACTIVE';

  it('edits the name, e-mail and delivery address by the application form’s rules; the member is told; the audit row names what changed', async () => {
    const me = await approved(server.app, server.db, freshNumber(7523000000));
    const current = await data(await operatorGet(server.app, `/members/${me.userId}/details`, await token()));
    expect(current).toMatchObject({ firstName: 'Neha', city: 'Jaipur', addressLine1: '12 Park Street' });
    expect((await operatorPost(server.app, `/members/${me.userId}/details`, current, me.accessToken)).status).toBe(403);

    const wrong = await hold(me, 'details', { ...current, email: 'neha@', zipcode: '012345', addressLine1: ' ' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({
      email: 'Please enter a valid Email',
      zipcode: 'Please enter a valid Zipcode',
      addressLine1: 'Address is required.',
    });
    expect((await hold(me, 'details', current)).status).toBe(409);

    const next = {
      ...current,
      lastName: 'Kapoor',
      email: 'neha.kapoor@example.com',
      addressLine1: '4 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipcode: '400002',
    };
    expect(await data(await hold(me, 'details', next))).toEqual(next);
    const user = await data(await getAuthed(server.app, `/api/user/${me.userId}`, (await renewed(server, me)).accessToken));
    expect(user).toMatchObject({ lastName: 'Kapoor', email: 'neha.kapoor@example.com', userAddress: { city: 'Mumbai', zipcode: '400002' } });
    expect((await bell(me))[0].title).toBe('Your details were updated');
    const audit = await server.db.query<{ before: object; after: object }>(
      "select before, after from audit_log where action = 'member.details' and subject_id = $1",
      [String(me.userId)],
    );
    expect(audit.rows).toEqual([
      {
        before: { lastName: 'Sharma', email: 'neha.sharma@example.com', addressLine1: '12 Park Street', city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
        after: {
          lastName: 'Kapoor',
          email: 'neha.kapoor@example.com',
          addressLine1: '4 Marine Drive',
          city: 'Mumbai',
          state: 'Maharashtra',
          zipcode: '400002',
        },
      },
    ]);
  });

  it('deactivates a membership: the member is DEACTIVE (My Account at login), cannot book, is told why; reactivation brings them back', async () => {
    const me = await member(server, 7524000000);
    expect((await hold(me, 'deactivate', { reason: '' })).status).toBe(400);
    expect((await operatorPost(server.app, `/members/${me.userId}/deactivate`, { reason: 'x' }, me.accessToken)).status).toBe(403);
    const done = await data(await hold(me, 'deactivate', { reason: 'Two bags came back damaged.' }));
    expect(done).toMatchObject({ status: 'DEACTIVE', membership: { status: 'DEACTIVATED' } });
    expect(routeForStatus(await userStatus(me))).toBe('/my-profile');
    expect((await book(server.app, me, freshBag(), day(2), day(3))).status).toBe(403);
    expect((await bell(me))[0]).toMatchObject({ title: 'Your membership is deactivated', message: expect.stringContaining('Two bags came back damaged.') });
    expect((await hold(me, 'deactivate', { reason: 'Again' })).status).toBe(409);
    expect(await data(await hold(me, 'reactivate'))).toMatchObject({ status: 'ACTIVE', membership: { status: 'ACTIVE' } });
    const rows = await server.db.query<{ action: string; after: { userStatus: string } }>(
      "select action, after from audit_log where subject_type = 'member' and subject_id = $1 order by id",
      [String(me.userId)],
    );
    expect(rows.rows.map((r) => [r.action, r.after.userStatus])).toEqual([
      ['membership.deactivate', 'DEACTIVE'],
      ['membership.reactivate', 'ACTIVE'],
    ]);
  });

  it('a hold can be undone within a minute (the member is told to disregard it), not after', async () => {
    const me = await member(server, 7525000000);
    expect((await hold(me, 'hold/undo')).status).toBe(409);
    await data(await hold(me, 'hold', { reason: 'Checking a payment.' }));
    expect(await data(await hold(me, 'hold/undo'))).toMatchObject({ membership: { status: 'ACTIVE' } });
    expect((await bell(me))[0].message).toContain('disregard');
    expect((await hold(me, 'hold/undo')).status).toBe(409);

    await data(await hold(me, 'hold', { reason: 'Checking a payment.' }));
    server.clock.advance(HOLD_UNDO_MS + 1000);
    const late = await hold(me, 'hold/undo');
    expect([late.status, (await late.json()).message]).toEqual([409, MEMBER_ADMIN_MESSAGES.undoTooLate]);
  });
});
