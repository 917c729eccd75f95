import type { AdminProductRow } from './catalogue-admin-record';
import { CATEGORIES } from './demo-catalogue';
import { photosOf, productPictureFields } from './product-record';

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
