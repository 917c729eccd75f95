import { array, boolean, enums, Infer, nullable, number, optional, string, type } from 'superstruct';

// The back office's bags (GET/POST /api/operator/products…) and the members' bag offers it decides.

const text = nullable(string());

export const AdminProductShape = type({
  productId: number(),
  title: string(),
  url: string(),
  brand: string(),
  style: string(),
  category: string(),
  colour: string(),
  colourHex: string(),
  size: string(),
  occasion: string(),
  material: string(),
  retailPrice: number(),
  description: string(),
  active: boolean(),
  retiredAt: text,
  createdAt: string(),
  openBookings: number(),
  images: array(string()),
  photos: array(type({ photoId: number(), url: string() })),
  widthCm: optional(nullable(number())),
  heightCm: optional(nullable(number())),
  depthCm: optional(nullable(number())),
  strapDropCm: optional(nullable(number())),
  conditionGrade: optional(nullable(string())),
  inTheBox: optional(array(string())),
});
export type AdminProduct = Infer<typeof AdminProductShape>;

export const ProductPageShape = type({ total: number(), page: number(), size: number(), products: array(AdminProductShape) });

/** The most photos a bag has (the bag form's and the server's limit). */
export const MAX_PRODUCT_PHOTOS = 8;

export const BAG_OFFER_STATUSES = ['SUBMITTED', 'ACCEPTED', 'DECLINED'] as const;

export const BagOfferShape = type({
  bagdropId: number(),
  status: enums(BAG_OFFER_STATUSES),
  member: type({ userId: number(), name: string(), mobile: string() }),
  brand: string(),
  title: text,
  colour: text,
  condition: text,
  conditionName: text,
  purchaseYear: nullable(number()),
  description: text,
  createdAt: string(),
  decidedAt: text,
  declineReason: text,
  productId: nullable(number()),
  productUrl: text,
  photos: array(type({ photoId: number(), url: string() })),
});
export type BagOffer = Infer<typeof BagOfferShape>;

export const AcceptResultShape = type({ bagdrop: BagOfferShape, product: AdminProductShape });
