import { array, boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { PictureShape } from './picture';

/** One attribute value of a product (e.g. Colour: Black), from the attribute masters. */
export const ProductAttributeShape = type({
  attributeName: string(),
  value: string(),
  attributeValueId: number(),
});

/** A date range a bag is out on a booking (both days included, ISO yyyy-mm-dd). */
export const BookedRangeShape = type({
  startDate: string(),
  returnDate: string(),
});
export type BookedRange = Infer<typeof BookedRangeShape>;

/** How a bag is graded when it is checked in, best first; what each means is in the bag page's words. */
export const CONDITION_GRADES = ['EXCELLENT', 'VERY_GOOD', 'GOOD'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/** The bag's outside size in centimetres, and its strap's drop (top of the strap to the bag) when it has one. */
export const BagDimensionsShape = type({
  widthCm: number(),
  heightCm: number(),
  depthCm: number(),
  strapDropCm: optional(nullable(number())),
});
export type BagDimensions = Infer<typeof BagDimensionsShape>;

/** The bag's condition grade and its last check-in (ISO day and the operator's note), when it has been rented before. */
export const BagConditionShape = type({
  grade: string(),
  checkedInOn: optional(nullable(string())),
  note: optional(nullable(string())),
});
export type BagCondition = Infer<typeof BagConditionShape>;

/** A product of /api/product/list, /filter/list, /{productId} and /url/{url}; spec point 3 shows productId, title, url. */
export const ProductShape = type({
  productId: number(),
  title: string(),
  /** The slug of /product/{title} and GET /api/product/url/{url}. */
  url: string(),
  brand: optional(string()),
  description: optional(string()),
  /** One path per view (the `src` of each picture): for clients that want a single URL. */
  images: optional(array(string())),
  /** The bag's pictures, front first (then angle, detail, interior), each in several widths. */
  pictures: optional(array(PictureShape)),
  category: optional(string()),
  retailPrice: optional(number()),
  /** False while the bag is out on a booking; the screen then offers the waiting list. */
  available: optional(boolean()),
  attributes: optional(array(ProductAttributeShape)),
  /**
   * The first day (ISO, today or later) the bag is not booked: today when it is free now.
   * Null while the bag is overdue (back from a booking but not checked in yet): no day is known to be free.
   */
  nextAvailableDate: optional(nullable(string())),
  /** Bookings from today on, sorted: every day inside one of these ranges is taken, every other day is free. */
  bookedRanges: optional(array(BookedRangeShape)),
  /** Only on GET /api/product/{id} and /url/{url} with a bearer token: whether the caller is on this bag's waiting list. */
  waitlisted: optional(boolean()),
  /** How many members wait for this bag. */
  waitingCount: optional(number()),
  /** Ours, not the spec's, as are the two below: absent, the bag page leaves these facts out. */
  dimensions: optional(nullable(BagDimensionsShape)),
  condition: optional(nullable(BagConditionShape)),
  /** What comes with the bag: "Dust bag", "Box", "Authenticity card"… */
  inTheBox: optional(nullable(array(string()))),
});
export type Product = Infer<typeof ProductShape>;

export type { ProductCriteria, ProductFilter, ProductListQuery } from './requests/product';
