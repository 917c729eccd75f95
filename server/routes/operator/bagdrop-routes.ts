import { Hono } from 'hono';
import { nullable, optional, string, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { BAGDROP_STATUSES, bagdropJson, findBagdrop, findBagdropPhotos, listBagdrops } from '../../bagdrops/bagdrop-record';
import { acceptBagdrop, BAGDROP_MESSAGES, declineBagdrop } from '../../bagdrops/decide-bagdrop';
import { readJson } from '../../http/read-json';
import { queryChoice, queryPage } from '../../http/read-query';
import type { OperatorEnv } from '../../http/require-operator';
import { notFound, ok } from '../../http/respond';
import { sendFile } from '../../http/send-file';
import { documentsOf } from '../../uploads/document-store';
import { productInput, readProductForm } from './catalogue-routes';
import { ID, idParam } from './params';

const ReasonBody = type({ reason: optional(nullable(string())) });

/** Bag drops: members' offers with their photos; accept into the catalogue or decline (issue 13). */
export function operatorBagdropRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/bagdrops', async (c) => {
    const status = queryChoice(c, 'status', BAGDROP_STATUSES, 'SUBMITTED');
    return ok(c, (await listBagdrops(ctx.db, status, queryPage(c, 50, 100))).map(bagdropJson));
  });

  app.get(`/bagdrops/:bagdropId${ID}`, async (c) => {
    const row = await findBagdrop(ctx.db, idParam(c, 'bagdropId'));
    if (!row) throw notFound(BAGDROP_MESSAGES.noBagdrop);
    return ok(c, bagdropJson(row));
  });

  // A member's own photos: to operators only, never cached.
  app.get(`/bagdrop-photos/:photoId${ID}`, async (c) => {
    const [photo] = await findBagdropPhotos(ctx.db, { photoId: idParam(c, 'photoId') });
    if (!photo) throw notFound('No such photo.');
    const stored = await documentsOf(ctx).get(photo.path);
    if (!stored) throw notFound('This photo is recorded but missing from the document store.');
    return sendFile(c, { bytes: stored.bytes, type: photo.type }, 'private');
  });

  app.post(`/bagdrops/:bagdropId${ID}/accept`, async (c) => {
    const { product, files } = await readProductForm(c);
    return ok(c, await acceptBagdrop(ctx, c.get('operator'), idParam(c, 'bagdropId'), { ...productInput(product), keepPhotoIds: product.keepPhotoIds }, files));
  });

  app.post(`/bagdrops/:bagdropId${ID}/decline`, async (c) => {
    const { reason } = await readJson(c, ReasonBody);
    return ok(c, await declineBagdrop(ctx, c.get('operator'), idParam(c, 'bagdropId'), reason));
  });

  return app;
}
