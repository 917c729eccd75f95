import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { NewBagdropRecord } from '../bagdrops/bagdrop-record';
import { saveBagdrop } from '../bagdrops/bagdrop-service';
import { MULTIPART_BODY_LIMIT } from '../http/body-policy';
import { fileParts, form, jsonPart, type PartReader } from '../http/parse';
import { sameCheckAs } from '../http/request-checks';
import { NewBagdropShape } from '../../src/api/shapes/requests/bagdrop';
import { BAGDROP_LIMITS, BAGDROP_MESSAGES, FIRST_PURCHASE_YEAR, purchaseYearOk } from '../../src/validation/bagdrop';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';
import { PREDEFINED } from '../catalogue/demo-catalogue';

export const MAX_BAGDROP_PHOTOS = BAGDROP_LIMITS.photos;
const CONDITIONS = PREDEFINED.filter((p) => p.type === 'CONDITION').map((p) => p.code);

const photos = fileParts({
  min: 1,
  max: MAX_BAGDROP_PHOTOS,
  tooFew: BAGDROP_MESSAGES.photosNone,
  tooMany: BAGDROP_MESSAGES.photosTooMany,
});

/** The `bagdrop` part: the condition a code of the CONDITION list, the year not in the future (by the server's clock). */
function bagdropPart(ctx: ServerContext): PartReader<BagdropDetails> {
  const read = jsonPart(NewBagdropShape);
  const reader: PartReader<BagdropDetails> = async (value, name) => {
    const body = await read(value, name);
    const condition = body.condition?.trim().toUpperCase() || null;
    if (condition && !CONDITIONS.includes(condition))
      throw badRequest(`The condition must be one of ${CONDITIONS.join(', ')}.`, { condition: BAGDROP_MESSAGES.conditionRequired });
    const year = body.purchaseYear ?? null;
    const thisYear = ctx.now().getUTCFullYear();
    if (year !== null && !purchaseYearOk(year, thisYear)) {
      throw badRequest(`The purchase year must be between ${FIRST_PURCHASE_YEAR} and ${thisYear}.`, { purchaseYear: BAGDROP_MESSAGES.purchaseYear });
    }
    return {
      userId: body.userId,
      brand: body.brand.trim(),
      title: (body.title ?? body.model)?.trim() || null,
      colour: body.colour?.trim() || null,
      condition,
      purchaseYear: year,
      description: (body.description ?? body.notes)?.trim() || null,
    };
  };
  return sameCheckAs(reader, read);
}

type BagdropDetails = NewBagdropRecord;

/**
 * POST /api/bagdrop/save: a member offers a bag of their own to the club.
 * Multipart, from a logged-in member only (checked before the body is read):
 * the `bagdrop` JSON part (for the caller's own userId) and 1 to 6 photos as
 * repeated `files` (JPEG, PNG or WebP by their bytes, 5 MB each).
 */
export function bagdropRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  const body = form({ bagdrop: bagdropPart(ctx), files: photos }, { maxBytes: MULTIPART_BODY_LIMIT });

  app.post('/save', body, async (c) => {
    const { bagdrop, files } = c.req.valid('form');
    assertSelf(c, bagdrop.userId);
    return ok(c, await saveBagdrop(ctx, { ...bagdrop, userId: c.get('user').userId }, files));
  });

  return app;
}
