import { array, boolean, enums, Infer, nullable, number, optional, size, string, type } from 'superstruct';
import { MobileNumber } from '../../../validation/shapes';
import { BAG_OFFER_STATUSES, CONDITIONS, DECISIONS, MAX_PRODUCT_PHOTOS } from '../operator';
import { CONDITION_GRADES } from '../product';
import { USER_STATUSES } from '../user';
import { Id, INT4_MAX, intBetween, IsoDateText, OptionalText, ParamText, QueryChoice, QueryInt, queryPagingFields, querySortFields, SearchText } from './parts';

// The back office's requests (/api/operator/…). Lengths, reasons and the rest of the rules are judged by the
// services field by field with their own messages; these shapes bound the types and sizes.

/** npm run admin's grant and revoke of the operator and marketing roles. */
export const OperatorRoleRequestShape = type({ mobile: MobileNumber, operator: boolean() });
export const MarketingRoleRequestShape = type({ mobile: MobileNumber, marketing: boolean() });

/** GET /api/operator/audit: by subject, operator (`actorUserId`), action, member (`memberId`: rows about them or their applications, bookings, orders) and days (`from`, `to`, India's calendar days, both included). */
export const AuditQueryShape = type({
  subjectType: optional(ParamText(40)),
  subjectId: optional(ParamText(40)),
  action: optional(ParamText(60)),
  actorUserId: optional(QueryInt(1, INT4_MAX)),
  memberId: optional(QueryInt(1, INT4_MAX)),
  from: optional(IsoDateText),
  to: optional(IsoDateText),
  ...queryPagingFields(200),
});
export type AuditQuery = Infer<typeof AuditQueryShape>;

/** GET /api/operator/outbox. */
export const OutboxQueryShape = type(queryPagingFields(200));

/** The columns the application queue sorts by (oldest submitted first when absent). */
export const APPLICATION_SORTS = ['submitted', 'name', 'city'] as const;

/** GET /api/operator/applications (and applications.csv): `search` matches the name, mobile or city. */
export const ApplicationQueueQueryShape = type({
  status: QueryChoice(['ALL', 'PENDING', 'ONHOLD'] as const),
  search: SearchText,
  ...querySortFields(APPLICATION_SORTS),
  ...queryPagingFields(200),
});
export type ApplicationQueueQuery = Infer<typeof ApplicationQueueQueryShape>;

/** POST /api/operator/applications/{userId}/decision: the reason is required to hold or decline (at most 500 characters). */
export const DecisionRequestShape = type({ decision: enums(DECISIONS), reason: OptionalText(2000) });
export type DecisionRequest = Infer<typeof DecisionRequestShape>;

/** The columns the member list sorts by (newest first when absent). */
export const MEMBER_SORTS = ['joined', 'name'] as const;

/** GET /api/operator/members (and members.csv). */
export const MembersQueryShape = type({ search: SearchText, status: QueryChoice(USER_STATUSES), ...querySortFields(MEMBER_SORTS), ...queryPagingFields(100) });
export type MembersQuery = Infer<typeof MembersQueryShape>;

/** Holding a membership, ending a member's sessions, declining a bag offer, a payment not received, a refund: why. */
export const ReasonRequestShape = type({ reason: OptionalText(2000) });
export type ReasonRequest = Infer<typeof ReasonRequestShape>;

/** POST /api/operator/deletion-requests/{requestId}/erase. */
export const ErasureRequestShape = type({ note: OptionalText(2000) });
export type ErasureRequest = Infer<typeof ErasureRequestShape>;

/** POST /api/operator/payments/{paymentId}/received: the bank's reference (a UPI or NEFT/IMPS UTR), when the operator has it. */
export const PaymentReceivedRequestShape = type({ bankReference: OptionalText(60) });
export type PaymentReceivedRequest = Infer<typeof PaymentReceivedRequestShape>;

/** GET /api/operator/bagdrops. */
export const BagOffersQueryShape = type({ status: QueryChoice(BAG_OFFER_STATUSES), ...queryPagingFields(100) });

/** GET /api/operator/products. */
export const AdminProductsQueryShape = type({ search: SearchText, state: QueryChoice(['active', 'retired', 'all'] as const), ...queryPagingFields(100) });
export type AdminProductsQuery = Infer<typeof AdminProductsQueryShape>;

/** What the bag form sends (JSON part `product` beside the `photos` files); every field is judged by the catalogue's rules. */
export const ProductFormShape = type({
  title: OptionalText(1000),
  brand: OptionalText(1000),
  /** A style: Tote, Clutch, Hobo, Crossbody, Bucket or Satchel. */
  category: OptionalText(100),
  colour: OptionalText(1000),
  colourHex: OptionalText(100),
  size: OptionalText(1000),
  occasion: OptionalText(1000),
  material: OptionalText(1000),
  retailPrice: optional(nullable(number())),
  description: OptionalText(10_000),
  /** Accepting a bag drop or editing a bag: which of its photos to keep. */
  keepPhotoIds: optional(nullable(size(array(Id), 0, MAX_PRODUCT_PHOTOS))),
  /** The bag page's facts, all optional: outside size and strap drop in cm, condition grade (EXCELLENT, VERY_GOOD, GOOD), what is in the box. */
  widthCm: optional(nullable(number())),
  heightCm: optional(nullable(number())),
  depthCm: optional(nullable(number())),
  strapDropCm: optional(nullable(number())),
  conditionGrade: OptionalText(100),
  inTheBox: optional(nullable(size(array(string()), 0, 20))),
});
export type ProductForm = Infer<typeof ProductFormShape>;

/** GET /api/operator/fulfilment/upcoming: from and to (yyyy-mm-dd); the next 30 days when absent. */
export const FulfilmentRangeQueryShape = type({ from: optional(IsoDateText), to: optional(IsoDateText), ...queryPagingFields(200) });
export type FulfilmentRangeQuery = Infer<typeof FulfilmentRangeQueryShape>;

/** The fulfilment board's orders: by bag name, member name, start day or return day (each list has its own order when none is named). */
export const FULFILMENT_SORTS = ['bag', 'member', 'start', 'return'] as const;
/** The board's lists, as `GET /api/operator/fulfilment.csv?list=` names them. */
export const FULFILMENT_LISTS = ['toShip', 'dueToday', 'overdue', 'inTransit', 'out'] as const;

/** GET /api/operator/fulfilment: a page of each of the board's lists, in one order (`sort`, `dir`) when named. */
export const FulfilmentBoardQueryShape = type({ ...querySortFields(FULFILMENT_SORTS), ...queryPagingFields(200) });
export type FulfilmentBoardQuery = Infer<typeof FulfilmentBoardQueryShape>;

/** GET /api/operator/fulfilment.csv: one list of the board (every list when absent), in the board's order. */
export const FulfilmentExportQueryShape = type({ list: QueryChoice(FULFILMENT_LISTS), ...querySortFields(FULFILMENT_SORTS) });
export type FulfilmentExportQuery = Infer<typeof FulfilmentExportQueryShape>;

/** POST /api/operator/bookings/{bookingId}/ship: the waybill, and the courier's tracking page when shipping by hand. */
export const ShipRequestShape = type({ wbNo: OptionalText(100), trackingUrl: OptionalText(600) });
export type ShipRequest = Infer<typeof ShipRequestShape>;

/** POST /api/operator/bookings/{bookingId}/check-in: how the bag came back; `grade`, the bag's condition grade from now on. */
export const CheckInRequestShape = type({ condition: enums(CONDITIONS), note: OptionalText(2000), grade: optional(nullable(enums(CONDITION_GRADES))) });
export type CheckInRequest = Infer<typeof CheckInRequestShape>;

/** GET /api/operator/newsletters and /events. */
export const ContentListQueryShape = type(queryPagingFields(100));
export type ContentListQuery = Infer<typeof ContentListQueryShape>;

/** POST /api/operator/newsletters; PUT /api/operator/newsletters/{id} (its publishing time kept when none is sent). */
export const NewsletterRequestShape = type({
  title: OptionalText(1000),
  summary: OptionalText(2000),
  content: OptionalText(100_000),
  imageUrl: OptionalText(2000),
  publishedAt: OptionalText(100),
});
export type NewsletterRequest = Infer<typeof NewsletterRequestShape>;

/** POST /api/operator/events; PUT /api/operator/events/{id}. */
export const EventRequestShape = type({
  title: OptionalText(1000),
  description: OptionalText(10_000),
  startsAt: OptionalText(100),
  city: OptionalText(1000),
  venue: OptionalText(1000),
  capacity: optional(nullable(intBetween(-1_000_000, 1_000_000))),
});
export type EventRequest = Infer<typeof EventRequestShape>;
