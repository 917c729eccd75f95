import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { findAdminProduct, listAdminProducts } from '../../catalogue/catalogue-admin-record';
import {
  adminProductJson,
  CATALOGUE_MESSAGES,
  createProduct,
  editProduct,
  MAX_PRODUCT_PHOTOS,
  removeProductPhoto,
  restoreProduct,
  retireProduct,
} from '../../catalogue/manage-catalogue';
import { fileParts, form, json, jsonPart, param, query } from '../../http/parse';
import { AdminProductsQueryShape, ProductFormShape, type ProductForm } from '../../../src/api/shapes/requests/operator';
import { EmptyBodyShape } from '../../../src/api/shapes/requests/parts';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { notFound, ok } from '../../http/respond';
import { MAX_UPLOAD_BYTES } from '../../uploads/store-upload';
import { queryPaging } from './params';

type ProductBodyValue = ProductForm;

/**
 * The bag form as multipart: the `product` JSON part and repeated `photos`
 * (JPEG, PNG or WebP by their bytes, checked as each is stored). Only
 * operators get this far: the role is checked before a byte is read.
 */
export const productForm = form(
  {
    product: jsonPart(ProductFormShape),
    photos: fileParts({ min: 0, max: MAX_PRODUCT_PHOTOS, tooFew: 'Attach the photos as image files.', tooMany: CATALOGUE_MESSAGES.tooManyPhotos }),
  },
  { maxBytes: MAX_PRODUCT_PHOTOS * MAX_UPLOAD_BYTES + 64 * 1024 },
);

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
  widthCm: p.widthCm,
  heightCm: p.heightCm,
  depthCm: p.depthCm,
  strapDropCm: p.strapDropCm,
  conditionGrade: p.conditionGrade,
  inTheBox: p.inTheBox,
});

const ProductPaging = queryPaging(24, 100);
const ProductParam = type({ productId: IdParam });
const PhotoParams = type({ productId: IdParam, photoId: IdParam });

/** Catalogue: bags added, edited, retired and restored, with their photos. */
export function operatorCatalogueRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();
  const noBody = json(EmptyBodyShape, { optional: true });

  app.get('/products', query(AdminProductsQueryShape), async (c) => {
    const q = c.req.valid('query');
    const page = ProductPaging.of(q);
    const found = await listAdminProducts(ctx.db, { search: q.search, state: q.state ?? 'active' }, page);
    return ok(c, { total: found.total, page: page.page, size: page.size, products: found.rows.map(adminProductJson) });
  });

  app.get('/products/:productId{[0-9]+}', param(ProductParam), async (c) => {
    const row = await findAdminProduct(ctx.db, c.req.valid('param').productId);
    if (!row) throw notFound(CATALOGUE_MESSAGES.noProduct);
    return ok(c, adminProductJson(row));
  });

  app.post('/products', productForm, async (c) => {
    const { product, photos } = c.req.valid('form');
    return ok(c, await createProduct(ctx, c.get('operator'), productInput(product), photos));
  });

  app.put('/products/:productId{[0-9]+}', param(ProductParam), productForm, async (c) => {
    const { product, photos } = c.req.valid('form');
    return ok(c, await editProduct(ctx, c.get('operator'), c.req.valid('param').productId, productInput(product), photos));
  });

  app.delete('/products/:productId{[0-9]+}/photos/:photoId{[0-9]+}', param(PhotoParams), async (c) => {
    const { productId, photoId } = c.req.valid('param');
    return ok(c, await removeProductPhoto(ctx, c.get('operator'), productId, photoId));
  });

  app.post('/products/:productId{[0-9]+}/retire', param(ProductParam), noBody, async (c) =>
    ok(c, await retireProduct(ctx, c.get('operator'), c.req.valid('param').productId)),
  );
  app.post('/products/:productId{[0-9]+}/restore', param(ProductParam), noBody, async (c) =>
    ok(c, await restoreProduct(ctx, c.get('operator'), c.req.valid('param').productId)),
  );

  return app;
}
