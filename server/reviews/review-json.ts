import type { ReviewRow } from './review-record';

// The answers a review is read in: pure mappers from its row (the member's own, the bag page's, the back office's).

const iso = (value: Date | string) => new Date(value).toISOString();

/** The member's own review (src/api/shapes/review.ts MyReviewShape). */
export function myReviewJson(row: ReviewRow) {
  return {
    reviewId: row.id,
    bookingId: row.booking_id,
    productId: row.product_id,
    rating: row.rating,
    text: row.body,
    status: row.status,
    hasPhoto: row.photo_path !== null,
    reason: row.reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** How the bag page names a reviewer: the first name and the surname's initial ("Asha R."). */
export function reviewAuthor(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** One approved review on the bag page (BagReviewShape); the photo at its public address. */
export function bagReviewJson(row: ReviewRow) {
  return {
    reviewId: row.id,
    author: reviewAuthor(row.first_name, row.last_name),
    rating: row.rating,
    text: row.body,
    date: iso(row.decided_at ?? row.created_at),
    photoUrl: row.photo_path ? `/api/review/photo/${row.id}` : null,
  };
}

/** A review in the back office (OperatorReviewShape); the photo through the operators' private route. */
export function operatorReviewJson(row: ReviewRow) {
  return {
    reviewId: row.id,
    bookingId: row.booking_id,
    status: row.status,
    rating: row.rating,
    text: row.body,
    reason: row.reason,
    createdAt: iso(row.updated_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    member: { userId: row.user_id, name: `${row.first_name} ${row.last_name}` },
    bag: { productId: row.product_id, title: row.product_title, url: row.product_url },
    photo: row.photo_path ? { url: `/api/operator/review-photos/${row.id}`, type: row.photo_type ?? 'image/jpeg', bytes: row.photo_bytes ?? 0 } : null,
  };
}
