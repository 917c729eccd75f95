import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { MAX_UPLOAD_BYTES } from '../uploads/store-upload';
import { fileParts, form, jsonPart, param } from '../http/parse';
import { type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { sendFile } from '../http/send-file';
import { bagReviews, memberReviews, publicReviewPhoto, saveReview } from '../reviews/review-service';
import { ReviewRequestShape } from '../../src/api/shapes/requests/review';
import { IdParam } from '../../src/api/shapes/requests/parts';

const PHOTO_ONE = 'Attach at most one photo, as an image file.';
const ProductParam = type({ productId: IdParam });
const ReviewParam = type({ reviewId: IdParam });

/**
 * Members' reviews of the bags they rented (ours; the spec has none):
 * - POST /save (multipart: the `review` JSON part and an optional `photo`): the member's review of a checked-in booking;
 * - GET /mine: the caller's reviews, whatever their status;
 * - GET /product/{productId}: a bag's approved reviews with their average and count, to anyone;
 * - GET /photo/{reviewId}: an approved review's photo, to anyone (nothing before approval).
 */
export function reviewRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  const body = form(
    { review: jsonPart(ReviewRequestShape), photo: fileParts({ min: 0, max: 1, tooFew: PHOTO_ONE, tooMany: PHOTO_ONE }) },
    { maxBytes: MAX_UPLOAD_BYTES + 64 * 1024 },
  );

  // requireUser before the body: nobody anonymous gets a byte of an upload read.
  app.post('/save', requireUser(ctx), body, async (c) => {
    const { review, photo } = c.req.valid('form');
    return ok(c, await saveReview(ctx, c.get('user').userId, review, photo[0]));
  });

  app.get('/mine', requireUser(ctx), async (c) => ok(c, await memberReviews(ctx, c.get('user').userId)));

  app.get('/product/:productId{[0-9]+}', param(ProductParam), async (c) => ok(c, await bagReviews(ctx, c.req.valid('param').productId)));

  app.get('/photo/:reviewId{[0-9]+}', param(ReviewParam), async (c) => sendFile(c, await publicReviewPhoto(ctx, c.req.valid('param').reviewId), 'public'));

  return app;
}
