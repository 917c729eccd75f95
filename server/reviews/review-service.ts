import type { ServerContext } from '../context';
import { conflict, forbidden, notFound } from '../domain-error';
import { documentsOf } from '../uploads/document-store';
import { discardUploads, type StoredUpload, storeUpload } from '../uploads/store-upload';
import type { ReviewRequest } from '../../src/api/shapes/requests/review';
import { findReview, findReviewableBooking, insertReview, listBagReviews, listMemberReviews, updateReview } from './review-record';
import { bagReviewJson, myReviewJson } from './review-json';

export const REVIEW_REFUSALS = {
  noBooking: 'No such booking.',
  notYours: 'You can only review bags you rented yourself.',
  notCheckedIn: 'You can review this bag once it is back with us and checked in.',
  published: 'Your review has been published and can no longer be changed.',
  noReview: 'No such review.',
} as const;

/** How many approved reviews the bag page gets (latest first); the average and count cover them all. */
export const BAG_REVIEWS_SHOWN = 50;

/**
 * POST /api/review/save: the member's review of a checked-in booking of theirs. The first save writes it; a
 * later one edits it (waiting for the club's check again) until it is approved. The photo is checked by its
 * bytes and kept in the private document store; a replaced or removed one is deleted once the change is in.
 */
export async function saveReview(ctx: ServerContext, userId: number, body: ReviewRequest, photo: File | undefined) {
  const booking = await findReviewableBooking(ctx.db, body.bookingId);
  if (!booking) throw notFound(REVIEW_REFUSALS.noBooking);
  if (booking.user_id !== userId) throw forbidden(REVIEW_REFUSALS.notYours);
  if (!booking.checked_in) throw conflict(REVIEW_REFUSALS.notCheckedIn);

  const documents = documentsOf(ctx);
  const stored: StoredUpload[] = photo ? [await storeUpload(documents, photo, 'image', `reviews/${userId}`, 'Photo')] : [];
  const change = { rating: body.rating, body: body.text.trim(), photo: stored[0] ?? (body.removePhoto ? null : undefined) };
  try {
    const { review, dropped } = await ctx.db.transaction(async (tx) => {
      const before = await findReview(tx, { bookingId: body.bookingId }, true);
      if (!before) {
        const id = await insertReview(tx, { bookingId: body.bookingId, userId, productId: booking.product_id, ...change });
        // Another request of the member's wrote it first: the booking has its one review.
        if (id === null) throw conflict(REVIEW_REFUSALS.published);
        return { review: (await findReview(tx, { reviewId: id }))!, dropped: null };
      }
      if (before.status === 'APPROVED') throw conflict(REVIEW_REFUSALS.published);
      await updateReview(tx, before.id, change, ctx.now());
      return { review: (await findReview(tx, { reviewId: before.id }))!, dropped: change.photo !== undefined ? before.photo_path : null };
    });
    if (dropped) await documents.delete(dropped).catch(() => undefined);
    return myReviewJson(review);
  } catch (error) {
    await discardUploads(documents, stored);
    throw error;
  }
}

export async function memberReviews(ctx: ServerContext, userId: number) {
  return (await listMemberReviews(ctx.db, userId)).map(myReviewJson);
}

/** The bag page's reviews: approved ones only. */
export async function bagReviews(ctx: ServerContext, productId: number) {
  const { rows, average, count } = await listBagReviews(ctx.db, productId, BAG_REVIEWS_SHOWN);
  return { average, count, reviews: rows.map(bagReviewJson) };
}

/** A review's photo: to anyone once the review is approved (published with it), else to nobody here. */
export async function publicReviewPhoto(ctx: ServerContext, reviewId: number) {
  const review = await findReview(ctx.db, { reviewId });
  const stored = review?.status === 'APPROVED' && review.photo_path ? await documentsOf(ctx).get(review.photo_path) : null;
  if (!review || !stored) throw notFound('No such photo.');
  return { bytes: stored.bytes, type: review.photo_type ?? stored.contentType };
}

/** A review's photo for operators, whatever its status. */
export async function privateReviewPhoto(ctx: ServerContext, reviewId: number) {
  const review = await findReview(ctx.db, { reviewId });
  const stored = review?.photo_path ? await documentsOf(ctx).get(review.photo_path) : null;
  if (!review || !stored) throw notFound('No such photo.');
  return { bytes: stored.bytes, type: review.photo_type ?? stored.contentType };
}
