import type { ServerContext } from '../context';
import type { ProductForm } from '../../src/api/shapes/requests/operator';
import type { Queryable } from '../db/database';
import { tellWaiterIfFree } from '../bookings/fulfilment-service';
import { hasControlCharacters } from '../http/control-characters';
import { badRequest, conflict, notFound } from '../http/respond';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { imageSize } from '../uploads/image-size';
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
import { type CleanBagDetails, cleanBagDetails } from './bag-details';
import { setBagDetails } from './bag-details-record';
import { CATEGORIES, COLOURS, slugify } from './demo-catalogue';
import { isoDay } from './iso-date';
import { photosOf, productPictureFields } from './product-record';
import { MAX_PRODUCT_PHOTOS } from '../../src/api/shapes/operator';

export { MAX_PRODUCT_PHOTOS };
// Rupees: a few lakh for most bags, a crore at most (the column holds up to 99,999,999.99).
export const MAX_RETAIL_PRICE = 1_00_00_000;

/** The bag form's fields as the rules read them (src/api/shapes/requests/operator.ts ProductForm, with the texts and the price present). */
type FormTexts = 'title' | 'brand' | 'category' | 'colour' | 'size' | 'occasion' | 'material';
export type ProductInput = Omit<ProductForm, 'keepPhotoIds' | FormTexts | 'retailPrice'> & Record<FormTexts, string> & { retailPrice: number };

const LIMITS = { title: 80, brand: 60, colour: 40, size: 20, occasion: 40, material: 40 } as const;
const LABELS = { title: 'Name', brand: 'Brand', colour: 'Colour', size: 'Size', occasion: 'Occasion', material: 'Material' } as const;
export const DESCRIPTION_MAX = 2000;

export const CATALOGUE_MESSAGES = {
  style: `Choose a style: ${CATEGORIES.map((c) => c.name).join(', ')}.`,
  price: `Enter the retail value in rupees, more than 0 and at most ${MAX_RETAIL_PRICE.toLocaleString('en-IN')}.`,
  colourHex: 'Enter the colour as #rrggbb, e.g. #1f1b18.',
  description: `The description must be at most ${DESCRIPTION_MAX} characters.`,
  tooManyPhotos: `A bag has at most ${MAX_PRODUCT_PHOTOS} photos.`,
  noProduct: 'No such bag.',
  noPhoto: 'No such photo of this bag.',
  retired: 'This bag has been retired: put it back in the collection before editing it.',
  alreadyRetired: 'This bag is already out of the collection.',
  alreadyActive: 'This bag is already in the collection.',
  stillBooked: (n: number) =>
    `This bag has ${n} ${n === 1 ? 'booking' : 'bookings'} not yet checked in: retire it once ${n === 1 ? 'it is' : 'they are'} back, or ask the ${n === 1 ? 'member' : 'members'} to choose another bag.`,
} as const;

export interface CleanProduct {
  title: string;
  brand: string;
  category: string;
  categoryName: string;
  colour: string;
  colourHex: string;
  size: string;
  occasion: string;
  material: string;
  retailPrice: number;
  description: string;
  /** Size, condition grade, what is in the box: the bag page's facts. */
  details: CleanBagDetails;
}

/** The form checked field by field (400 naming every wrong field, the first as the message) and trimmed. */
export function cleanProduct(input: ProductInput): CleanProduct {
  const errors: Record<string, string> = {};
  const text = {} as Record<keyof typeof LIMITS, string>;
  for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    const value = (input[key] ?? '').trim().replace(/\s+/g, ' ');
    if (!value) errors[key] = `${LABELS[key]} is required.`;
    else if (value.length > LIMITS[key]) errors[key] = `${LABELS[key]} must be at most ${LIMITS[key]} characters.`;
    else if (hasControlCharacters(value)) errors[key] = `${LABELS[key]} contains characters that are not allowed.`;
    text[key] = value;
  }
  const wanted = (input.category ?? '').trim().toUpperCase();
  const category = CATEGORIES.find((c) => c.code === wanted || c.name.toUpperCase() === wanted);
  if (!category) errors.category = CATALOGUE_MESSAGES.style;
  const price = input.retailPrice;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_RETAIL_PRICE) errors.retailPrice = CATALOGUE_MESSAGES.price;
  const description = (input.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX) errors.description = CATALOGUE_MESSAGES.description;
  else if (hasControlCharacters(description, true)) errors.description = 'The description contains characters that are not allowed.';
  const hexInput = (input.colourHex ?? '').trim().toLowerCase();
  if (hexInput && !/^#[0-9a-f]{6}$/.test(hexInput)) errors.colourHex = CATALOGUE_MESSAGES.colourHex;
  const bag = cleanBagDetails(input);
  Object.assign(errors, bag.errors);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const known = COLOURS.find((c) => c.name.toLowerCase() === text.colour.toLowerCase());
  return {
    ...text,
    category: category!.code,
    categoryName: category!.name,
    colourHex: hexInput || known?.hex || '#6b4f3a',
    retailPrice: Math.round(price * 100) / 100,
    description,
    details: bag.details,
  };
}

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
  const size = imageSize(new Uint8Array(await (file as File).arrayBuffer()));
  return { ...stored, width: size?.width ?? null, height: size?.height ?? null };
}

/** Photos checked and stored before the transaction; numbered after the `existing` ones in a 400. */
export async function storePhotos(ctx: ServerContext, files: unknown[], existing: number, folder: string): Promise<StoredPhoto[]> {
  if (existing + files.length > MAX_PRODUCT_PHOTOS) throw badRequest(CATALOGUE_MESSAGES.tooManyPhotos, { photos: CATALOGUE_MESSAGES.tooManyPhotos });
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
        throw badRequest(CATALOGUE_MESSAGES.tooManyPhotos, { photos: CATALOGUE_MESSAGES.tooManyPhotos });
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
    await tx.query('delete from waiting_list where product_id = $1', [id]);
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

const CATEGORY_NAMES = new Map<string, string>(CATEGORIES.map((c) => [c.code, c.name]));

const cmOrNull = (value: string | number | null) => (value === null ? null : Number(value));
const adminBagDetails = (row: AdminProductRow) => ({
  widthCm: cmOrNull(row.width_cm),
  heightCm: cmOrNull(row.height_cm),
  depthCm: cmOrNull(row.depth_cm),
  strapDropCm: cmOrNull(row.strap_drop_cm),
  conditionGrade: row.condition_grade,
  inTheBox: row.in_the_box ?? [],
});

/** A bag as the back office edits it (src/api/shapes/operator.ts AdminProductShape). */
export function adminProductJson(row: AdminProductRow) {
  const attributes = (typeof row.attributes === 'string' ? JSON.parse(row.attributes) : (row.attributes ?? {})) as Record<string, string>;
  return {
    productId: row.id,
    title: row.title,
    url: row.url,
    brand: row.brand,
    style: CATEGORY_NAMES.get(row.category) ?? row.category,
    category: row.category,
    colour: attributes.COLOUR ?? '',
    colourHex: row.colour_hex,
    size: attributes.SIZE ?? '',
    occasion: attributes.OCCASION ?? '',
    material: attributes.MATERIAL ?? '',
    retailPrice: Number(row.retail_price),
    description: row.description,
    ...adminBagDetails(row),
    active: row.active,
    retiredAt: row.retired_at === null ? null : new Date(row.retired_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    openBookings: row.open_bookings,
    images: productPictureFields(row).images,
    photos: photosOf(row).map((photo) => ({ photoId: photo.id, url: `/api/product/photo/${photo.id}` })),
  };
}
