import type { ServerContext } from '../context';
import { clearWaitingList } from '../bookings/waiting-record';
import type { Queryable } from '../db/database';
import { tellWaiterIfFree } from '../bookings/fulfilment-service';
import { conflict, invalidInput, notFound } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { imageSize } from '../uploads/image-size';
import { checkPhoto } from '../pictures/photo-variants';
import { documentsOf } from '../uploads/document-store';
import { discardUploads, type StoredUpload, storeUpload } from '../uploads/store-upload';
import {
  type AdminProductRow,
  countPhotos,
  deletePhoto,
  findAdminProduct,
  insertPhoto,
  insertProduct,
  setProductActive,
  setProductAttributes,
  updateProduct,
  urlTaken,
} from './catalogue-admin-record';
import { setBagDetails } from './bag-details-record';
import { slugify } from './demo-catalogue';
import { isoDay } from './iso-date';
import { adminProductJson } from './admin-product-json';
import { CATALOGUE_MESSAGES, type CleanProduct, cleanProduct, MAX_PRODUCT_PHOTOS, type ProductInput } from './product-form';

export { adminProductJson } from './admin-product-json';
export { CATALOGUE_MESSAGES, type CleanProduct, cleanProduct, DESCRIPTION_MAX, MAX_PRODUCT_PHOTOS, MAX_RETAIL_PRICE, type ProductInput } from './product-form';
import { photosOf } from './product-record';

/** A url slug free in the catalogue: brand, name and colour, numbered when taken. */
async function freeUrl(db: Queryable, product: CleanProduct): Promise<string> {
  const base = slugify(`${product.brand} ${product.title} ${product.colour}`).slice(0, 90).replace(/-+$/, '') || 'bag';
  for (let n = 1; ; n++) {
    const url = n === 1 ? base : `${base}-${n}`;
    if (!(await urlTaken(db, url))) return url;
  }
}

const attributesOf = (p: CleanProduct) => ({
  BRAND: p.brand,
  CATEGORY: p.categoryName,
  COLOUR: p.colour,
  SIZE: p.size,
  OCCASION: p.occasion,
  MATERIAL: p.material,
});

/** What the audit log keeps of a bag: its fields, not its photos. */
function snapshot(row: AdminProductRow) {
  const json = adminProductJson(row);
  return {
    title: json.title,
    brand: json.brand,
    style: json.style,
    colour: json.colour,
    size: json.size,
    occasion: json.occasion,
    material: json.material,
    retailPrice: json.retailPrice,
    description: json.description,
    dimensions: [json.widthCm, json.heightCm, json.depthCm, json.strapDropCm],
    conditionGrade: json.conditionGrade,
    inTheBox: json.inTheBox,
    active: json.active,
    photos: json.photos.length,
  };
}

export type StoredPhoto = StoredUpload & { width: number | null; height: number | null };

/** One bag photo, checked and stored like every upload, with its pixel size. */
export async function storePhoto(ctx: ServerContext, file: unknown, folder: string, label: string): Promise<StoredPhoto> {
  const stored = await storeUpload(documentsOf(ctx), file, 'image', folder, label);
  const bytes = new Uint8Array(await (file as File).arrayBuffer());
  let size: { width: number; height: number } | null;
  try {
    // Decoded in full, so a damaged file is refused now rather than failing when a member's phone asks for it.
    size = (await checkPhoto(bytes, label)) ?? imageSize(bytes);
  } catch (error) {
    await discard(ctx, [stored]);
    throw error;
  }
  return { ...stored, width: size?.width ?? null, height: size?.height ?? null };
}

/** Photos checked and stored before the transaction; numbered after the `existing` ones in a 400. */
export async function storePhotos(ctx: ServerContext, files: unknown[], existing: number, folder: string): Promise<StoredPhoto[]> {
  if (existing + files.length > MAX_PRODUCT_PHOTOS) throw invalidInput(CATALOGUE_MESSAGES.tooManyPhotos, { photos: CATALOGUE_MESSAGES.tooManyPhotos });
  const stored: StoredPhoto[] = [];
  try {
    for (const [i, file] of files.entries()) stored.push(await storePhoto(ctx, file, folder, `Photo ${existing + i + 1}`));
    return stored;
  } catch (error) {
    await discard(ctx, stored);
    throw error;
  }
}

export const discard = (ctx: ServerContext, stored: StoredUpload[]) => discardUploads(documentsOf(ctx), stored);

/** Inserts a bag with its attributes and stored photos (inside the caller's transaction); returns its id. */
export async function insertBag(tx: Queryable, product: CleanProduct, photos: readonly StoredPhoto[], at: Date): Promise<number> {
  const id = await insertProduct(
    tx,
    {
      title: product.title,
      url: await freeUrl(tx, product),
      brand: product.brand,
      description: product.description,
      category: product.category,
      retailPrice: product.retailPrice,
      colourHex: product.colourHex,
    },
    at,
  );
  await setProductAttributes(tx, id, attributesOf(product));
  await setBagDetails(tx, id, product.details);
  for (const photo of photos) await insertPhoto(tx, id, photo);
  return id;
}

/** Adds a bag to the collection: it is in the collection and its filters at once. */
export async function createProduct(ctx: ServerContext, actor: Actor, input: ProductInput, files: unknown[]) {
  const product = cleanProduct(input);
  const stored = await storePhotos(ctx, files, 0, 'products');
  try {
    const now = ctx.now();
    return await ctx.db.transaction(async (tx) => {
      const id = await insertBag(tx, product, stored, now);
      const row = (await findAdminProduct(tx, id))!;
      await writeAudit(tx, actor, now, {
        action: 'product.create',
        subjectType: 'product',
        subjectId: id,
        summary: `Added ${product.title} by ${product.brand} to the collection`,
        after: snapshot(row),
      });
      return adminProductJson(row);
    });
  } catch (error) {
    await discard(ctx, stored);
    throw error;
  }
}

/** Changes a bag's details (its url stays, so links keep working) and adds any new photos. */
export async function editProduct(ctx: ServerContext, actor: Actor, id: number, input: ProductInput, files: unknown[]) {
  const product = cleanProduct(input);
  const current = await findAdminProduct(ctx.db, id);
  if (!current) throw notFound(CATALOGUE_MESSAGES.noProduct);
  const stored = await storePhotos(ctx, files, photosOf(current).length, 'products');
  try {
    const now = ctx.now();
    return await ctx.db.transaction(async (tx) => {
      const before = await findAdminProduct(tx, id, true);
      if (!before) throw notFound(CATALOGUE_MESSAGES.noProduct);
      if ((await countPhotos(tx, id)) + stored.length > MAX_PRODUCT_PHOTOS)
        throw invalidInput(CATALOGUE_MESSAGES.tooManyPhotos, { photos: CATALOGUE_MESSAGES.tooManyPhotos });
      await updateProduct(tx, id, {
        title: product.title,
        brand: product.brand,
        description: product.description,
        category: product.category,
        retailPrice: product.retailPrice,
        colourHex: product.colourHex,
      });
      await setProductAttributes(tx, id, attributesOf(product));
      await setBagDetails(tx, id, product.details);
      for (const photo of stored) await insertPhoto(tx, id, photo);
      const after = (await findAdminProduct(tx, id))!;
      await writeAudit(tx, actor, now, {
        action: 'product.edit',
        subjectType: 'product',
        subjectId: id,
        summary: `Edited ${product.title} by ${product.brand}${stored.length ? ` (${stored.length} new ${stored.length === 1 ? 'photo' : 'photos'})` : ''}`,
        before: snapshot(before),
        after: snapshot(after),
      });
      return adminProductJson(after);
    });
  } catch (error) {
    await discard(ctx, stored);
    throw error;
  }
}

export async function removeProductPhoto(ctx: ServerContext, actor: Actor, id: number, photoId: number) {
  const now = ctx.now();
  const { json, removed } = await ctx.db.transaction(async (tx) => {
    const before = await findAdminProduct(tx, id, true);
    if (!before) throw notFound(CATALOGUE_MESSAGES.noProduct);
    const photo = await deletePhoto(tx, id, photoId);
    if (!photo) throw notFound(CATALOGUE_MESSAGES.noPhoto);
    await writeAudit(tx, actor, now, {
      action: 'product.photo-remove',
      subjectType: 'product',
      subjectId: id,
      summary: `Removed a photo of ${before.title} by ${before.brand}`,
      before: { photoIds: photosOf(before).map((p) => p.id) },
      after: {
        photoIds: photosOf(before)
          .map((p) => p.id)
          .filter((id) => id !== photoId),
      },
    });
    return { json: adminProductJson((await findAdminProduct(tx, id))!), removed: photo };
  });
  await documentsOf(ctx)
    .delete(removed.path)
    .catch(() => undefined);
  return json;
}

/** Takes a bag out of the collection for good (or until restored); refused while it has bookings not checked in. */
export async function retireProduct(ctx: ServerContext, actor: Actor, id: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findAdminProduct(tx, id, true);
    if (!before) throw notFound(CATALOGUE_MESSAGES.noProduct);
    if (!before.active) throw conflict(CATALOGUE_MESSAGES.alreadyRetired);
    if (before.open_bookings > 0) throw conflict(CATALOGUE_MESSAGES.stillBooked(before.open_bookings));
    await setProductActive(tx, id, false, now);
    await clearWaitingList(tx, id);
    await writeAudit(tx, actor, now, {
      action: 'product.retire',
      subjectType: 'product',
      subjectId: id,
      summary: `Retired ${before.title} by ${before.brand} from the collection`,
      before: { active: true },
      after: { active: false },
    });
    return adminProductJson((await findAdminProduct(tx, id))!);
  });
}

/** Puts a retired (or damaged, now repaired) bag back; the first member waiting for it is told when it is free. */
export async function restoreProduct(ctx: ServerContext, actor: Actor, id: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findAdminProduct(tx, id, true);
    if (!before) throw notFound(CATALOGUE_MESSAGES.noProduct);
    if (before.active) throw conflict(CATALOGUE_MESSAGES.alreadyActive);
    await setProductActive(tx, id, true, now);
    const told = await tellWaiterIfFree(tx, id, isoDay(now));
    await writeAudit(tx, actor, now, {
      action: 'product.restore',
      subjectType: 'product',
      subjectId: id,
      summary: `Put ${before.title} by ${before.brand} back in the collection`,
      before: { active: false },
      after: { active: true, waitingMemberTold: told },
    });
    return adminProductJson((await findAdminProduct(tx, id))!);
  });
}
