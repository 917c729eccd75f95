import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { bagdropJson, findBagdrop, findBagdropPhotos, listBagdrops } from '../../bagdrops/bagdrop-record';
import { acceptBagdrop, BAGDROP_MESSAGES, declineBagdrop } from '../../bagdrops/decide-bagdrop';
import { json, param, query } from '../../http/parse';
import { BagOffersQueryShape, ReasonRequestShape } from '../../../src/api/shapes/requests/operator';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { notFound, ok } from '../../http/respond';
import { sendFile } from '../../http/send-file';
import { documentsOf } from '../../uploads/document-store';
import { productForm, productInput } from './catalogue-routes';
import { queryPaging } from './params';
import { csvResponse, type CsvColumn } from '../../http/csv-response';
import { recordExport } from '../../operators/list-export';
import { statusWords } from '../../../src/api/shapes/status-words';
import { indianMobile, indianMoment } from '../../text/csv';

const OfferPaging = queryPaging(50, 100);
const OfferParam = type({ bagdropId: IdParam });
const PhotoParam = type({ photoId: IdParam });

type BagdropItem = ReturnType<typeof bagdropJson>;
const BAGDROP_COLUMNS: CsvColumn<BagdropItem>[] = [
  { heading: 'Member', cell: (d) => d.member.name },
  { heading: 'Mobile (+91)', cell: (d) => indianMobile(d.member.mobile) },
  { heading: 'Brand', cell: (d) => d.brand },
  { heading: 'Model', cell: (d) => d.title },
  { heading: 'Colour', cell: (d) => d.colour },
  { heading: 'Condition', cell: (d) => d.conditionName },
  { heading: 'Year bought', cell: (d) => d.purchaseYear },
  { heading: 'Status', cell: (d) => statusWords(d.status) },
  { heading: 'Offered', cell: (d) => indianMoment(d.createdAt) },
  { heading: 'Decided', cell: (d) => indianMoment(d.decidedAt) },
  { heading: 'Reason declined', cell: (d) => d.declineReason },
];

/** Bag drops: members' offers with their photos; accept into the catalogue or decline. */
export function operatorBagdropRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/bagdrops', query(BagOffersQueryShape), async (c) => {
    const q = c.req.valid('query');
    return ok(c, (await listBagdrops(ctx.db, q.status ?? 'SUBMITTED', OfferPaging.of(q))).map(bagdropJson));
  });

  // The bag drops of the status shown, every page of them, as a spreadsheet.
  app.get('/bagdrops.csv', query(BagOffersQueryShape), async (c) => {
    const q = c.req.valid('query');
    const status = q.status ?? 'SUBMITTED';
    const filename = await recordExport(ctx.db, c.get('operator'), ctx.now(), 'bagdrops', { status: q.status });
    return csvResponse(c, filename, BAGDROP_COLUMNS, async (page) => (await listBagdrops(ctx.db, status, page)).map(bagdropJson));
  });

  app.get('/bagdrops/:bagdropId{[0-9]+}', param(OfferParam), async (c) => {
    const row = await findBagdrop(ctx.db, c.req.valid('param').bagdropId);
    if (!row) throw notFound(BAGDROP_MESSAGES.noBagdrop);
    return ok(c, bagdropJson(row));
  });

  // A member's own photos: to operators only, never cached.
  app.get('/bagdrop-photos/:photoId{[0-9]+}', param(PhotoParam), async (c) => {
    const [photo] = await findBagdropPhotos(ctx.db, { photoId: c.req.valid('param').photoId });
    const stored = photo && (await documentsOf(ctx).get(photo.path));
    if (!photo || !stored) throw notFound('No such photo.');
    return sendFile(c, { bytes: stored.bytes, type: photo.type }, 'private');
  });

  app.post('/bagdrops/:bagdropId{[0-9]+}/accept', param(OfferParam), productForm, async (c) => {
    const { product, photos } = c.req.valid('form');
    return ok(
      c,
      await acceptBagdrop(ctx, c.get('operator'), c.req.valid('param').bagdropId, { ...productInput(product), keepPhotoIds: product.keepPhotoIds }, photos),
    );
  });

  app.post('/bagdrops/:bagdropId{[0-9]+}/decline', param(OfferParam), json(ReasonRequestShape), async (c) =>
    ok(c, await declineBagdrop(ctx, c.get('operator'), c.req.valid('param').bagdropId, c.req.valid('json').reason)),
  );

  return app;
}
