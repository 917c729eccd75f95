import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/catalogue/iso-date';
import { eraseMember, uploadedFiles } from '../../server/privacy/personal-data-record';
import { REVIEW_REFUSALS } from '../../server/reviews/review-service';
import { OperatorCountsShape } from '../../src/api/shapes/operator';
import { BagReviewsShape, MyReviewShape, OperatorReviewShape } from '../../src/api/shapes/review';
import { REVIEW_MESSAGES } from '../../src/validation/review';
import { bagIds, book, data, member, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { postJson, type Session, type TestServer } from './support/test-server';

// A 1×1 PNG: a real image by its bytes, as the upload checks read them.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYUOUNAANTAXZK6p0jAAAAAElFTkSuQmCC'), (c) => c.charCodeAt(0));
const PDF = new TextEncoder().encode('%PDF-1.4\n% not an image\n');

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];
let nextBag = 20;
let waybill = 52_000_000_000;

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const staffToken = async () => (await renewed(server, staff)).accessToken;
const act = async (path: string, body: unknown = {}) => operatorPost(server.app, path, body, await staffToken());
/** The back office navigation's figure beside Reviews. */
const reviewsWaiting = async () => shaped(await data(await operatorGet(server.app, '/counts', await staffToken())), OperatorCountsShape).reviewsWaiting;

/** A booking of a fresh bag by `who`, shipped and delivered; checked in too unless `checkIn` is false. */
async function rented(who: Session, checkIn = true) {
  const bag = bags[nextBag++];
  const booking = await data(await book(server.app, who, bag, server.today, addDays(server.today, 1)));
  await data(await act(`/bookings/${booking.bookingId}/ship`, { wbNo: String((waybill += 1)) }));
  await data(await act(`/bookings/${booking.bookingId}/deliver`));
  if (checkIn) await data(await act(`/bookings/${booking.bookingId}/check-in`, { condition: 'GOOD' }));
  return { bookingId: booking.bookingId as number, productId: bag };
}

function save(who: Session | null, review: unknown, photo?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) {
  const form = new FormData();
  form.append('review', new Blob([JSON.stringify(review)], { type: 'application/json' }));
  if (photo) form.append('photo', new File([photo.bytes], photo.name, { type: photo.type }));
  return Promise.resolve(
    server.app.request('/api/review/save', { method: 'POST', body: form, headers: who ? { authorization: `Bearer ${who.accessToken}` } : {} }),
  );
}
const bagPage = async (productId: number) => shaped(await data(await server.app.request(`/api/review/product/${productId}`)), BagReviewsShape);
const refusal = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  return (await res.json()).message as string;
};
const TEXT = 'Roomy, light and the leather still smelled new. Compliments all evening.';

describe('member reviews', () => {
  it('only the bag’s own member may review it, and only once it is checked in; the rating, text and photo are checked at the edge', async () => {
    const me = await member(server, 7610000000);
    const other = await member(server, 7620000000);
    const holder = await member(server, 7660000000);
    const out = await rented(holder, false);
    expect(await refusal(await save(holder, { bookingId: out.bookingId, rating: 5, text: TEXT }), 409)).toBe(REVIEW_REFUSALS.notCheckedIn);
    const back = await rented(me);
    expect((await save(null, { bookingId: back.bookingId, rating: 5, text: TEXT })).status).toBe(401);
    expect(await refusal(await save(other, { bookingId: back.bookingId, rating: 5, text: TEXT }), 403)).toBe(REVIEW_REFUSALS.notYours);
    expect((await save(me, { bookingId: 999_999, rating: 5, text: TEXT })).status).toBe(404);

    expect(await refusal(await save(me, { bookingId: back.bookingId, rating: 6, text: TEXT }), 400)).toBe(REVIEW_MESSAGES.rating);
    expect(await refusal(await save(me, { bookingId: back.bookingId, rating: 2.5, text: TEXT }), 400)).toBe(REVIEW_MESSAGES.rating);
    expect(await refusal(await save(me, { bookingId: back.bookingId, rating: 4, text: '   short   ' }), 400)).toBe(REVIEW_MESSAGES.textShort);
    expect(await refusal(await save(me, { bookingId: back.bookingId, rating: 4, text: 'x'.repeat(2001) }), 400)).toBe(REVIEW_MESSAGES.textLong);
    // A PDF named like a photo is refused by its bytes, and nothing of it is kept.
    const files = async () => Number((await server.db.query<{ n: string }>(`select count(*) as n from stored_files where key like 'reviews/%'`)).rows[0].n);
    const before = await files();
    expect(await refusal(await save(me, { bookingId: back.bookingId, rating: 4, text: TEXT }, { bytes: PDF, name: 'bag.jpg', type: 'image/jpeg' }), 400)).toBe(
      'Photo: use a JPEG, PNG or WebP image.',
    );
    expect(await files()).toBe(before);
    expect((await data(await server.app.request('/api/review/mine', { headers: { authorization: `Bearer ${me.accessToken}` } }))).length).toBe(0);
  });

  it('one review per booking, edited until approved; never public before approval; operators approve it, the member is told, the bag page shows it', async () => {
    const me = await member(server, 7630000000);
    const { bookingId, productId } = await rented(me);
    const waitingBefore = await reviewsWaiting();
    const first = shaped(await data(await save(me, { bookingId, rating: 3, text: TEXT }, { bytes: PNG, name: 'me.png', type: 'image/png' })), MyReviewShape);
    expect(first).toMatchObject({ bookingId, productId, rating: 3, status: 'PENDING', hasPhoto: true });
    const edited = shaped(await data(await save(me, { bookingId, rating: 4, text: `${TEXT} Edited.` })), MyReviewShape);
    expect(edited).toMatchObject({ reviewId: first.reviewId, rating: 4, hasPhoto: true });
    // One review waits, however often it is edited.
    expect(await reviewsWaiting()).toBe(waitingBefore! + 1);
    const mine = await data(await server.app.request('/api/review/mine', { headers: { authorization: `Bearer ${me.accessToken}` } }));
    expect(mine.map((r: { reviewId: number }) => r.reviewId)).toEqual([first.reviewId]);

    // Waiting: not on the bag page, its photo nowhere public, but operators see both.
    expect(await bagPage(productId)).toEqual({ average: null, count: 0, reviews: [] });
    expect((await server.app.request(`/api/review/photo/${first.reviewId}`)).status).toBe(404);
    const waiting = ((await data(await operatorGet(server.app, '/reviews', await staffToken()))) as unknown[]).map((r) => shaped(r, OperatorReviewShape));
    const listed = waiting.find((r) => r.reviewId === first.reviewId)!;
    expect(listed).toMatchObject({ status: 'PENDING', rating: 4, member: { userId: me.userId, name: 'Neha Sharma' }, bag: { productId } });
    const privatePhoto = await operatorGet(server.app, listed.photo!.url.replace('/api/operator', ''), await staffToken());
    expect(privatePhoto.status).toBe(200);
    expect(privatePhoto.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await privatePhoto.arrayBuffer())).toEqual(PNG);

    // Members are not operators.
    expect((await operatorGet(server.app, '/reviews', me.accessToken)).status).toBe(403);
    expect((await operatorPost(server.app, `/reviews/${first.reviewId}/approve`, {}, me.accessToken)).status).toBe(403);
    expect((await operatorGet(server.app, `/review-photos/${first.reviewId}`, me.accessToken)).status).toBe(403);

    const approved = shaped(await data(await act(`/reviews/${first.reviewId}/approve`)), OperatorReviewShape);
    expect(approved.status).toBe('APPROVED');
    expect(await reviewsWaiting()).toBe(waitingBefore);
    expect(await refusal(await act(`/reviews/${first.reviewId}/approve`), 409)).toBe('This review has already been approved.');
    expect(await refusal(await save(me, { bookingId, rating: 1, text: TEXT }), 409)).toBe(REVIEW_REFUSALS.published);

    const page = await bagPage(productId);
    expect(page).toMatchObject({ average: 4, count: 1, reviews: [{ reviewId: first.reviewId, author: 'Neha S.', rating: 4, text: `${TEXT} Edited.` }] });
    const publicPhoto = await server.app.request(page.reviews[0].photoUrl!);
    expect(publicPhoto.status).toBe(200);
    expect(publicPhoto.headers.get('content-type')).toBe('image/png');

    // Told once: in-app and by e-mail (a kind the member may turn off); the decision is audited.
    const sent = await server.db.query<{ channel: string }>(`select channel from messages where user_id = $1 and kind = 'review-approved' order by channel`, [
      me.userId,
    ]);
    expect(sent.rows.map((r) => r.channel)).toEqual(['app', 'email']);
    const audit = await data(await operatorGet(server.app, `/audit?subjectType=review&subjectId=${first.reviewId}`, await staffToken()));
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['review.approve']);

    // A member's erasure takes their reviews off the bag page, and their photos with the rest of their files.
    expect(await server.db.transaction((tx) => uploadedFiles(tx, me.userId))).toEqual([expect.stringMatching(`^reviews/${me.userId}/`)]);
    await server.db.transaction((tx) => eraseMember(tx, me.userId, false, server.clock.now()));
    expect((await bagPage(productId)).count).toBe(0);
  });

  it('a rejected review, with the reason the member reads, stays off the bag page until changed and approved; the average counts approved ones only', async () => {
    const me = await member(server, 7640000000);
    const friend = await member(server, 7650000000);
    const mine = await rented(me);
    const bag = mine.productId;
    const review = await data(await save(me, { bookingId: mine.bookingId, rating: 1, text: 'Terrible, call me on 98765 43210 for a deal.' }));
    expect(await refusal(await act(`/reviews/${review.reviewId}/reject`, { reason: ' ' }), 400)).toContain('reason is required');
    await data(await act(`/reviews/${review.reviewId}/reject`, { reason: 'Reviews may not carry phone numbers.' }));
    expect((await bagPage(bag)).count).toBe(0);
    const bell = await data(await postJson(server.app, '/api/communication/list', { toUserId: me.userId }, (await renewed(server, me)).accessToken));
    expect(bell[0]).toMatchObject({ title: 'Your review was not published' });
    expect(bell[0].message).toContain('Reviews may not carry phone numbers.');

    // Edited, it waits again; the friend's rental of the same bag adds a second review.
    const again = await data(await save(me, { bookingId: mine.bookingId, rating: 3, text: 'Lovely shape, a little heavy for a long day.' }));
    expect(again).toMatchObject({ status: 'PENDING', reason: null });
    const theirs = await data(await save(friend, { bookingId: (await rentedAgain(friend, bag)).bookingId, rating: 5, text: TEXT }));
    await data(await act(`/reviews/${again.reviewId}/approve`));
    await data(await act(`/reviews/${theirs.reviewId}/approve`));
    expect(await bagPage(bag)).toMatchObject({ average: 4, count: 2 });

    // The collection's extra sort: the best-rated bag first.
    const form = new FormData();
    form.append('product', new Blob(['{}'], { type: 'application/json' }));
    form.append('filter', new Blob([JSON.stringify({ sort: 'RATING', size: 3 })], { type: 'application/json' }));
    const byRating = await data(await server.app.request('/api/product/filter/list', { method: 'POST', body: form }));
    expect(byRating[0].productId).toBe(bag);
  });
});

/** A later rental of the same bag by another member, checked in. */
async function rentedAgain(who: Session, productId: number) {
  const start = addDays(server.today, 3);
  const booking = await data(await book(server.app, who, productId, start, addDays(start, 1)));
  await data(await act(`/bookings/${booking.bookingId}/ship`, { wbNo: String((waybill += 1)) }));
  await data(await act(`/bookings/${booking.bookingId}/deliver`));
  await data(await act(`/bookings/${booking.bookingId}/check-in`, { condition: 'GOOD' }));
  return { bookingId: booking.bookingId as number };
}
