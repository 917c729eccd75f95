import { array, number, nullable, type Struct, validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../server/operators/actor';
import { decideApplication } from '../../server/applications/decide-application';
import { seedEvents } from '../../server/seed/seed-events';
import { seedNewsletters } from '../../server/seed/seed-newsletters';
import { ApplicationSubmittedShape } from '../../src/api/shapes/application';
import { HandoffCodeShape, HandoffSessionShape, TokensShape } from '../../src/api/shapes/auth';
import { BagdropShape } from '../../src/api/shapes/bagdrop';
import { ShipmentDetailsShape } from '../../src/api/shapes/bluedart';
import { BookingExpiryShape, BookingShape } from '../../src/api/shapes/booking';
import { NotificationShape } from '../../src/api/shapes/communication';
import { SubscribeResultShape } from '../../src/api/shapes/customer';
import { EventShape } from '../../src/api/shapes/event';
import { MembershipSlabShape, UserMembershipShape } from '../../src/api/shapes/membership';
import { NewsletterShape } from '../../src/api/shapes/newsletter';
import { InvoiceLinkShape, OrderShape, PaymentDetailsShape } from '../../src/api/shapes/order';
import { PayNowShape } from '../../src/api/shapes/payment';
import { ProductShape } from '../../src/api/shapes/product';
import { ExistsShape, OtpVerifiedShape, RegisterShape, SendOtpShape, UserShape } from '../../src/api/shapes/user';
import { WaitingEntryShape } from '../../src/api/shapes/waiting';
import { bagIds, putJson, startCollectionServer } from './support/collection-fixtures';
import { applicationUser, registerApplication, slabIds, verifyAadhaar } from './support/membership-journey';
import { operator, ship } from './support/operator';
import { freshNumber, getAuthed, newUser, postJson, registerRequest, type TestServer } from './support/test-server';

// One contract: the answers of a whole member's journey, checked against the shapes the
// client checks them with (src/api/shapes). A field the UI reads that the server does not send fails here.

let server: TestServer & { today: string };

beforeAll(async () => {
  server = await startCollectionServer();
  await seedNewsletters(server.db, server.clock.now());
  await seedEvents(server.db, server.clock.now());
});
afterAll(() => server.close());

/** The `data` of a 200, in `shape` (every required field present, of its type). */
async function dataIn<T>(res: Response | Promise<Response>, shape: Struct<T, unknown>): Promise<T> {
  const answer = await res;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  const [error, value] = validate(body.data, shape);
  expect(error?.message, `${answer.url}: ${JSON.stringify(body.data).slice(0, 300)}`).toBeUndefined();
  return value as T;
}

const day = (n: number) => new Date(Date.parse(`${server.today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the server answers in the shapes the client reads', () => {
  it('from sign-up to a booked bag', async () => {
    const { app } = server;
    const username = freshNumber(8240000000);

    // Sign-up and login (spec point 4).
    expect(await dataIn(app.request(`/api/user/validate-user/${username}`), ExistsShape)).toBe(0);
    const { otp } = await dataIn(postJson(app, '/api/user/send-otp', { username, roles: ['ROLE_CUSTOMER'] }), SendOtpShape);
    await dataIn(postJson(app, '/api/user/verify-otp', { username, otp }), OtpVerifiedShape);
    const { userId } = await dataIn(registerRequest(app, newUser(username, { otp })), RegisterShape);
    const tokens = await dataIn(postJson(app, '/api/auth/generate-token', { username, otp }), TokensShape);
    const me = { userId, username, ...tokens };
    const fresh = await dataIn(getAuthed(app, `/api/user/getByUsername/${username}`, me.accessToken), UserShape);
    expect(fresh.userAddress).toEqual({ addressLine1: null, addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' });

    // The application, with the street address My Account shows afterwards.
    const aadhaar = await verifyAadhaar(app, me.accessToken);
    const [slab] = await slabIds(server.db);
    const submitted = await dataIn(
      registerApplication(app, me.accessToken, { user: applicationUser(me, aadhaar), memberslab: { membershipPlanSlabId: slab } }),
      ApplicationSubmittedShape,
    );
    expect(submitted.user.userAddress).toMatchObject({ addressLine1: '12 Park Street', addressLine2: 'Flat 4B' });
    const byId = await dataIn(getAuthed(app, `/api/user/${userId}`, me.accessToken), UserShape);
    expect(byId.userAddress).toEqual({ addressLine1: '12 Park Street', addressLine2: 'Flat 4B', city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' });
    await decideApplication(server.db, username, 'APPROVED', CLI_ACTOR);

    // Paying (spec point 7: orders and payment).
    const slabs = await dataIn(postJson(app, '/api/membership/list', {}), array(MembershipSlabShape));
    const details = await dataIn(getAuthed(app, `/api/order/payment-details/${slabs[0].membershipPlanSlabId}`, me.accessToken), PaymentDetailsShape);
    const order = await dataIn(postJson(app, '/api/order/save', { userId, membershipPlanSlabId: details.membershipPlanSlabId }, me.accessToken), OrderShape);
    const paid = await dataIn(
      postJson(
        app,
        '/api/payment/payNow',
        {
          orderId: order.orderId,
          userId,
          amount: details.totalAmount,
          idempotencyKey: `contract-${userId}`,
          paymentMethod: 'card',
          cardNumber: '4242424242424242',
        },
        me.accessToken,
      ),
      PayNowShape,
    );
    expect(paid.status).toBe('SUCCEEDED');
    await dataIn(getAuthed(app, `/api/order/${order.orderId}`, me.accessToken), OrderShape);
    await dataIn(postJson(app, '/api/order/list', { userId }, me.accessToken), array(OrderShape));
    await dataIn(postJson(app, '/api/order/count', { userId }, me.accessToken), number());
    await dataIn(getAuthed(app, `/api/order/generateInvoiceUrl/${order.orderId}`, me.accessToken), InvoiceLinkShape);
    await dataIn(getAuthed(app, `/api/membership/usermembership/${userId}`, me.accessToken), UserMembershipShape);

    // The collection and a booking.
    const [bagId] = await bagIds(server.db);
    const products = await dataIn(postJson(app, '/api/product/list', { page: 0, size: 5 }), array(ProductShape));
    const form = new FormData();
    form.append('product', new Blob(['{}'], { type: 'application/json' }));
    form.append('filter', new Blob([JSON.stringify({ size: 3 })], { type: 'application/json' }));
    await dataIn(app.request('/api/product/filter/list', { method: 'POST', body: form }), array(ProductShape));
    const bag = await dataIn(getAuthed(app, `/api/product/${bagId}`, me.accessToken), ProductShape);
    expect(bag.waitlisted).toBe(false);
    await dataIn(app.request(`/api/product/url/${products[0].url}`), ProductShape);
    await dataIn(postJson(app, '/api/booking/check-expiry', { userId, startDate: day(2), returnDate: day(4) }, me.accessToken), BookingExpiryShape);
    const booking = await dataIn(
      postJson(app, '/api/booking/save', { productId: bagId, userId, startDate: server.today, returnDate: day(3) }, me.accessToken),
      BookingShape,
    );
    await dataIn(putJson(app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(4) }, me.accessToken), BookingShape);
    await dataIn(postJson(app, '/api/booking/list', { userId }, me.accessToken), array(BookingShape));
    // Tracking works once an operator has shipped the bag with the courier's waybill.
    expect(booking.wbNo).toBeNull();
    const staff = await operator(server);
    await ship(app, staff.accessToken, booking.bookingId, '50000012345');
    const shipped = await dataIn(postJson(app, '/api/booking/list', { userId }, me.accessToken), array(BookingShape));
    expect(shipped.find((b) => b.bookingId === booking.bookingId)?.wbNo).toBe('50000012345');
    const form2 = new FormData();
    form2.append('wbNo', '50000012345');
    await dataIn(
      app.request('/api/bluedart/shipment-details', { method: 'POST', body: form2, headers: { authorization: `Bearer ${me.accessToken}` } }),
      ShipmentDetailsShape,
    );

    // Another member waits for the bag that is now out.
    const other = freshNumber(8240000000);
    const otherOtp = (await (await postJson(app, '/api/user/send-otp', { username: other })).json()).data.otp;
    await postJson(app, '/api/user/verify-otp', { username: other, otp: otherOtp });
    const otherId = (await (await registerRequest(app, newUser(other, { otp: otherOtp }))).json()).data.userId;
    const otherTokens = (await (await postJson(app, '/api/auth/generate-token', { username: other, otp: otherOtp })).json()).data;
    await server.db.query("update users set status_code = 'ACTIVE' where id = $1", [otherId]);
    await dataIn(postJson(app, '/api/waiting/save', { productId: bagId, userId: otherId }, otherTokens.accessToken), WaitingEntryShape);
    await dataIn(postJson(app, '/api/waiting/list', { userId: otherId }, otherTokens.accessToken), array(WaitingEntryShape));

    // A bag drop, the club's writing and events, notifications, the newsletter, the handoff.
    const drop = new FormData();
    drop.append('bagdrop', new Blob([JSON.stringify({ userId, brand: 'Maison Verne' })], { type: 'application/json' }));
    drop.append('files', new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0)], 'bag.png', { type: 'image/png' }));
    await dataIn(app.request('/api/bagdrop/save', { method: 'POST', body: drop, headers: { authorization: `Bearer ${me.accessToken}` } }), BagdropShape);
    const letters = await dataIn(postJson(app, '/api/newsletter/list', {}), array(NewsletterShape));
    const letter = await dataIn(app.request(`/api/newsletter/${letters[0].newsLetterId}`), NewsletterShape);
    expect(typeof letter.content).toBe('string');
    const events = await dataIn(postJson(app, '/api/event/list', {}, me.accessToken), array(EventShape));
    expect(events[0].registered).toBe(false);
    await dataIn(postJson(app, '/api/event/register', { eventId: events[0].eventId, userId }, me.accessToken), EventShape);
    await dataIn(postJson(app, '/api/communication/list', { toUserId: userId }, me.accessToken), array(NotificationShape));
    // Every field of the answer is optional for other backends; ours says what happened in words.
    const subscribed = await dataIn(postJson(app, '/api/customer/subscribe', { email: 'contract@example.com' }), SubscribeResultShape);
    expect(subscribed).toMatchObject({ subscribed: true, message: expect.stringMatching(/subscrib/) });
    const handoff = await dataIn(postJson(app, '/api/auth/handoff', {}, me.accessToken), HandoffCodeShape);
    await dataIn(postJson(app, '/api/auth/handoff/exchange', { code: handoff.code }), HandoffSessionShape);
    await dataIn(postJson(app, '/api/auth/refresh-token', { refreshToken: me.refreshToken }), TokensShape);
    await dataIn(postJson(app, '/api/membership/list', {}), array(MembershipSlabShape));
    await dataIn(getAuthed(app, `/api/membership/usermembership/${otherId}`, otherTokens.accessToken), nullable(UserMembershipShape));
    await dataIn(postJson(app, '/api/event/count', {}), number());
  });
});
