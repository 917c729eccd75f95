import type { Queryable } from '../db/database';
import type { StoredUpload } from '../uploads/stored-file-record';

// Members' reviews of bags (migration 240): written by the member of a checked-in booking, decided by operators.

export type ReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ReviewRow {
  id: number;
  booking_id: number;
  user_id: number;
  product_id: number;
  rating: number;
  body: string;
  photo_path: string | null;
  photo_type: string | null;
  photo_bytes: number | null;
  status: ReviewStatus;
  reason: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  first_name: string;
  last_name: string;
  product_title: string;
  product_url: string | null;
}

const SELECT = `select r.id, r.booking_id, r.user_id, r.product_id, r.rating, r.body, r.photo_path, r.photo_type, r.photo_bytes, r.status,
    r.reason, r.decided_at, r.created_at, r.updated_at, u.first_name, u.last_name, p.title as product_title, p.url as product_url
  from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id`;

/** The booking a review would be of: whose it is, its bag, and whether the bag has been checked in. */
export async function findReviewableBooking(db: Queryable, bookingId: number) {
  const rows = await db.query<{ user_id: number; product_id: number; checked_in: boolean }>(
    `select user_id, product_id, (status = 'RETURNED' and checked_in_at is not null) as checked_in from bookings where id = $1`,
    [bookingId],
  );
  return rows.rows[0];
}

export async function findReview(db: Queryable, where: { reviewId: number } | { bookingId: number }, lock = false): Promise<ReviewRow | undefined> {
  const [column, value] = 'reviewId' in where ? ['r.id', where.reviewId] : ['r.booking_id', where.bookingId];
  if (lock) await db.query(`select r.id from reviews r where ${column} = $1 for update`, [value]);
  return (await db.query<ReviewRow>(`${SELECT} where ${column} = $1`, [value])).rows[0];
}

export interface ReviewWrite {
  rating: number;
  body: string;
  /** undefined keeps the photo saved before; null removes it. */
  photo?: StoredUpload | null;
}

/** A new review (PENDING); null when the booking has one already (a second request racing the first). */
export async function insertReview(tx: Queryable, r: { bookingId: number; userId: number; productId: number } & ReviewWrite): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `insert into reviews (booking_id, user_id, product_id, rating, body, photo_path, photo_type, photo_bytes)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (booking_id) do nothing returning id`,
    [r.bookingId, r.userId, r.productId, r.rating, r.body, r.photo?.path ?? null, r.photo?.type ?? null, r.photo?.bytes ?? null],
  );
  return rows.rows[0]?.id ?? null;
}

/** The member's edit: waiting for a decision again. */
export async function updateReview(tx: Queryable, id: number, r: ReviewWrite, at: Date): Promise<void> {
  const photo = r.photo === undefined ? null : r.photo;
  await tx.query(
    `update reviews set rating = $2, body = $3, status = 'PENDING', reason = null, decided_by = null, decided_at = null, updated_at = $4,
       photo_path = case when $5 then $6 else photo_path end, photo_type = case when $5 then $7 else photo_type end,
       photo_bytes = case when $5 then $8::int else photo_bytes end
     where id = $1`,
    [id, r.rating, r.body, at.toISOString(), r.photo !== undefined, photo?.path ?? null, photo?.type ?? null, photo?.bytes ?? null],
  );
}

export async function recordReviewDecision(
  tx: Queryable,
  id: number,
  d: { status: 'APPROVED' | 'REJECTED'; by: number | null; at: Date; reason: string | null },
): Promise<void> {
  await tx.query('update reviews set status = $2, decided_by = $3, decided_at = $4, reason = $5 where id = $1', [
    id,
    d.status,
    d.by,
    d.at.toISOString(),
    d.reason,
  ]);
}

export async function listMemberReviews(db: Queryable, userId: number): Promise<ReviewRow[]> {
  return (await db.query<ReviewRow>(`${SELECT} where r.user_id = $1 order by r.created_at desc, r.id desc limit 200`, [userId])).rows;
}

/** The bag's approved reviews, latest first, and their average and count over all of them. */
export async function listBagReviews(db: Queryable, productId: number, limit: number) {
  const [reviews, summary] = await Promise.all([
    db.query<ReviewRow>(`${SELECT} where r.product_id = $1 and r.status = 'APPROVED' order by r.decided_at desc, r.id desc limit $2`, [productId, limit]),
    db.query<{ average: string | null; count: number }>(
      `select round(avg(rating), 1)::text as average, count(*)::int as count from reviews where product_id = $1 and status = 'APPROVED'`,
      [productId],
    ),
  ]);
  return { rows: reviews.rows, average: summary.rows[0].average === null ? null : Number(summary.rows[0].average), count: summary.rows[0].count };
}

/** Reviews of one status for the back office: waiting ones oldest first, decided ones newest first. */
export async function listReviewsByStatus(db: Queryable, status: ReviewStatus, page: { limit: number; offset: number }): Promise<ReviewRow[]> {
  const order = status === 'PENDING' ? 'r.updated_at, r.id' : 'r.decided_at desc nulls last, r.id desc';
  return (await db.query<ReviewRow>(`${SELECT} where r.status = $1 order by ${order} limit $2 offset $3`, [status, page.limit, page.offset])).rows;
}
