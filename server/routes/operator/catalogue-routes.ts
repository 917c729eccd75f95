import { type Context, Hono } from 'hono';
import { array, integer, nullable, number, optional, string, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { findAdminProduct, listAdminProducts } from '../../catalogue/catalogue-admin-record';
import {
  adminProductJson,
  CATALOGUE_MESSAGES,
  createProduct,
  editProduct,
  removeProductPhoto,
  restoreProduct,
  retireProduct,
} from '../../catalogue/manage-catalogue';
import { checkShape, readJson } from '../../http/read-json';
import { readForm, readJsonPart } from '../../http/read-json-part';
import { queryChoice, queryPage, queryText } from '../../http/read-query';
import type { OperatorEnv } from '../../http/require-operator';
import { notFound, ok } from '../../http/respond';
import { filesOf, ID, idParam } from './params';

const text = optional(nullable(string()));
/** The bag form; every field is checked by cleanProduct, so a missing one gets its own message. */
export const ProductBody = type({
  title: text,
  brand: text,
  category: text,
  colour: text,
  colourHex: text,
  size: text,
  occasion: text,
  material: text,
  retailPrice: optional(nullable(number())),
  description: text,
  keepPhotoIds: optional(nullable(array(integer()))),
});
export type ProductBodyValue = (typeof ProductBody)['TYPE'];

/**
 * The bag form: JSON, or multipart with the `product` JSON part and repeated
 * `photos` files (checked like every upload: JPEG, PNG or WebP by their bytes).
 */
export async function readProductForm(c: Context): Promise<{ product: ProductBodyValue; files: unknown[] }> {
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    const form = await readForm(c);
    return { product: checkShape(await readJsonPart(form, 'product'), ProductBody), files: filesOf(form.photos) };
  }
  return { product: await readJson(c, ProductBody), files: [] };
}

export const productInput = (p: ProductBodyValue) => ({
  title: p.title ?? '',
  brand: p.brand ?? '',
  category: p.category ?? '',
  colour: p.colour ?? '',
  colourHex: p.colourHex,
  size: p.size ?? '',
  occasion: p.occasion ?? '',
  material: p.material ?? '',
  retailPrice: p.retailPrice ?? Number.NaN,
  description: p.description,
});

/** Catalogue: bags added, edited, retired and restored, with their photos (issue 13). */
export function operatorCatalogueRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/products', async (c) => {
    const page = queryPage(c, 24, 100);
    const state = queryChoice(c, 'state', ['active', 'retired', 'all'] as const, 'active');
    const found = await listAdminProducts(ctx.db, { search: queryText(c, 'search'), state }, page);
    return ok(c, { total: found.total, page: page.page, size: page.size, products: found.rows.map(adminProductJson) });
  });

  app.get(`/products/:productId${ID}`, async (c) => {
    const row = await findAdminProduct(ctx.db, idParam(c, 'productId'));
    if (!row) throw notFound(CATALOGUE_MESSAGES.noProduct);
    return ok(c, adminProductJson(row));
  });

  app.post('/products', async (c) => {
    const { product, files } = await readProductForm(c);
    return ok(c, await createProduct(ctx, c.get('operator'), productInput(product), files));
  });

  app.put(`/products/:productId${ID}`, async (c) => {
    const { product, files } = await readProductForm(c);
    return ok(c, await editProduct(ctx, c.get('operator'), idParam(c, 'productId'), productInput(product), files));
  });

  app.delete(`/products/:productId${ID}/photos/:photoId${ID}`, async (c) =>
    ok(c, await removeProductPhoto(ctx, c.get('operator'), idParam(c, 'productId'), idParam(c, 'photoId'))),
  );

  app.post(`/products/:productId${ID}/retire`, async (c) => ok(c, await retireProduct(ctx, c.get('operator'), idParam(c, 'productId'))));
  app.post(`/products/:productId${ID}/restore`, async (c) => ok(c, await restoreProduct(ctx, c.get('operator'), idParam(c, 'productId'))));

  return app;
}
