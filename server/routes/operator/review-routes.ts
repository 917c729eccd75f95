import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { json, param, query } from '../../http/parse';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { sendFile } from '../../http/send-file';
import { decideReview } from '../../reviews/decide-review';
import { listReviewsByStatus } from '../../reviews/review-record';
import { operatorReviewJson } from '../../reviews/review-json';
import { privateReviewPhoto } from '../../reviews/review-service';
import { ReasonRequestShape } from '../../../src/api/shapes/requests/operator';
import { EmptyBodyShape, IdParam } from '../../../src/api/shapes/requests/parts';
import { ReviewsQueryShape } from '../../../src/api/shapes/requests/review';
import { queryPaging } from './params';

const ReviewPaging = queryPaging(50, 100);
const ReviewParam = type({ reviewId: IdParam });

/** Members' reviews: the list by status, a review's photo (private, whatever its status), approve or reject. */
export function operatorReviewRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/reviews', query(ReviewsQueryShape), async (c) => {
    const q = c.req.valid('query');
    return ok(c, (await listReviewsByStatus(ctx.db, q.status ?? 'PENDING', ReviewPaging.of(q))).map(operatorReviewJson));
  });

  app.get('/review-photos/:reviewId{[0-9]+}', param(ReviewParam), async (c) =>
    sendFile(c, await privateReviewPhoto(ctx, c.req.valid('param').reviewId), 'private'),
  );

  app.post('/reviews/:reviewId{[0-9]+}/approve', param(ReviewParam), json(EmptyBodyShape, { optional: true }), async (c) =>
    ok(c, await decideReview(ctx, c.get('operator'), c.req.valid('param').reviewId, 'APPROVED')),
  );

  app.post('/reviews/:reviewId{[0-9]+}/reject', param(ReviewParam), json(ReasonRequestShape), async (c) =>
    ok(c, await decideReview(ctx, c.get('operator'), c.req.valid('param').reviewId, 'REJECTED', c.req.valid('json').reason)),
  );

  return app;
}
