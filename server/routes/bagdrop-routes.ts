import { Hono } from 'hono';
import { integer, nullable, optional, size, string, type } from 'superstruct';
import type { ServerContext } from '../context';
import { Id } from '../catalogue/body-shapes';
import { PREDEFINED } from '../catalogue/demo-catalogue';
import { checkShape } from '../http/read-json';
import { readForm, readJsonPart } from '../http/read-json-part';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';
import { discardUploads, type StoredUpload, storeUpload } from '../uploads/store-upload';
import { documentsOf } from '../uploads/document-store';

export const MAX_BAGDROP_PHOTOS = 6;
const CONDITIONS = PREDEFINED.filter((p) => p.type === 'CONDITION').map((p) => p.code);

const text = (max: number) => optional(nullable(size(string(), 0, max)));
const BagdropBody = type({
  userId: Id,
  brand: size(string(), 1, 60),
  title: text(100),
  model: text(100),
  colour: text(40),
  condition: text(40),
  purchaseYear: optional(nullable(integer())),
  description: text(1000),
  notes: text(1000),
});

/**
 * POST /api/bagdrop/save: a member offers a bag of their own to the club.
 * Multipart: the `bagdrop` JSON part (for the caller's own userId) and 1 to 6
 * photos as repeated `files` (JPEG, PNG or WebP by their bytes, 5 MB each),
 * stored in the data folder, never served.
 */
export function bagdropRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  app.post('/save', async (c) => {
    const form = await readForm(c);
    const body = checkShape(await readJsonPart(form, 'bagdrop'), BagdropBody);
    assertSelf(c, body.userId);
    const brand = body.brand.trim();
    if (!brand) throw badRequest('The brand is required.', { brand: 'The brand is required.' });
    const condition = body.condition?.trim().toUpperCase() || null;
    if (condition && !CONDITIONS.includes(condition)) throw badRequest(`The condition must be one of ${CONDITIONS.join(', ')}.`, { condition: 'Choose a condition.' });
    const year = body.purchaseYear ?? null;
    const thisYear = ctx.now().getUTCFullYear();
    if (year !== null && (year < 1900 || year > thisYear)) {
      throw badRequest(`The purchase year must be between 1900 and ${thisYear}.`, { purchaseYear: 'Enter the year you bought the bag.' });
    }

    const files = form.files === undefined ? [] : Array.isArray(form.files) ? form.files : [form.files];
    if (files.length === 0) throw badRequest('Add at least one photo of the bag.', { files: 'Add at least one photo of the bag.' });
    if (files.length > MAX_BAGDROP_PHOTOS) throw badRequest(`Add at most ${MAX_BAGDROP_PHOTOS} photos.`, { files: `Add at most ${MAX_BAGDROP_PHOTOS} photos.` });

    const userId = c.get('user').userId;
    const stored: StoredUpload[] = [];
    const documents = documentsOf(ctx);
    try {
      for (const [i, file] of files.entries()) stored.push(await storeUpload(documents, file, 'image', `bagdrops/${userId}`, `Photo ${i + 1}`));
      const id = await ctx.db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number; status: string; created_at: Date | string }>(
          `insert into bagdrops (user_id, brand, title, colour, condition, purchase_year, description)
           values ($1, $2, $3, $4, $5, $6, $7) returning id, status, created_at`,
          [userId, brand, (body.title ?? body.model)?.trim() || null, body.colour?.trim() || null, condition, year, (body.description ?? body.notes)?.trim() || null],
        );
        for (const photo of stored) {
          await tx.query('insert into bagdrop_photos (bagdrop_id, path, type, bytes, original_name) values ($1, $2, $3, $4, $5)', [
            inserted.rows[0].id,
            photo.path,
            photo.type,
            photo.bytes,
            photo.originalName,
          ]);
        }
        return inserted.rows[0];
      });
      return ok(c, { bagdropId: id.id, status: id.status, photoCount: stored.length, createdAt: new Date(id.created_at).toISOString() });
    } catch (error) {
      // A refused photo (or a failed insert) leaves no stray files behind.
      await discardUploads(documents, stored);
      throw error;
    }
  });

  return app as unknown as Hono;
}
