import { array, boolean, enums, Infer, nullable, number, optional, string, type, unknown } from 'superstruct';
import { OrderShape } from './order';
import { UserMembershipShape } from './membership';
import { MembershipPauseShape } from './membership-pause';

// The bags and bag offers the back office manages live in their own file; importers keep this one.
export * from './operator-catalogue';

// What the back office's calls answer, /api/operator/…; the server's
// tests check its real answers against these.

const text = nullable(string());

export const OperatorShape = type({ userId: nullable(number()), name: string() });
export type Operator = Infer<typeof OperatorShape>;

/** One of the club's operators, as GET /api/operator/operators lists them. */
export const StaffMemberShape = type({ userId: number(), mobile: string(), name: string() });

/** What waits for the back office, beside each section of its navigation; a count the server does not send is simply not shown. */
export const OperatorCountsShape = type({
  applicationsWaiting: optional(number()),
  oldestApplicationAt: optional(nullable(string())),
  bagsToShip: optional(number()),
  lateToShip: optional(number()),
  deliveriesExpected: optional(number()),
  returnsDueToday: optional(number()),
  returnsOverdue: optional(number()),
  bagDropsToReview: optional(number()),
  paymentsAwaiting: optional(number()),
  dataRequestsOpen: optional(number()),
  reviewsWaiting: optional(number()),
});
export type OperatorCounts = Infer<typeof OperatorCountsShape>;

/** One SMS or e-mail of GET /api/operator/outbox, newest first (in demo mode, what the club would have sent). */
export const OutboxMessageShape = type({
  messageId: number(),
  member: type({ userId: number(), name: string() }),
  kind: string(),
  channel: string(),
  subject: string(),
  /** queued, sent, demo (no sender configured) or failed (given up after its retries). */
  status: string(),
  attempts: number(),
  createdAt: string(),
  /** Why the last try failed, in the provider's words (never the message or the address). */
  lastError: optional(nullable(string())),
});
export type OutboxMessage = Infer<typeof OutboxMessageShape>;

export const AddressShape = type({ addressLine1: text, addressLine2: text, city: text, state: text, zipcode: text });
export type Address = Infer<typeof AddressShape>;

export const AuditEntryShape = type({
  auditId: number(),
  at: string(),
  actor: OperatorShape,
  action: string(),
  subjectType: string(),
  subjectId: text,
  summary: string(),
  before: unknown(),
  after: unknown(),
});
export type AuditEntry = Infer<typeof AuditEntryShape>;

/** One application waiting for a decision (GET /api/operator/applications). */
export const QueueItemShape = type({
  userId: number(),
  applicationId: number(),
  mobile: string(),
  name: string(),
  status: string(),
  city: string(),
  plan: text,
  submittedAt: string(),
  reason: text,
});
export type QueueItem = Infer<typeof QueueItemShape>;

export const DocumentShape = type({
  documentId: number(),
  kind: string(),
  label: string(),
  contentType: string(),
  bytes: number(),
  originalName: string(),
  url: string(),
});
export type ApplicationDocument = Infer<typeof DocumentShape>;

export const ApplicationShape = type({
  applicationId: number(),
  submittedAt: string(),
  decidedAt: text,
  decidedBy: text,
  decision: text,
  reason: text,
  /** OTP (the provider checked the number) or MANUAL (the operator compares it with the card). */
  aadhaarCheck: enums(['OTP', 'MANUAL']),
  /** What the form collected: the PAN number and the mobile number given (older applications have neither). */
  panNumber: text,
  phone: text,
  address: AddressShape,
  plan: type({ slabId: number(), name: string(), months: number(), amount: number() }),
  documents: array(DocumentShape),
});
export type Application = Infer<typeof ApplicationShape>;

/** GET /api/operator/applications/{userId}: the applicant and their applications, the live one first. */
export const ApplicantShape = type({
  userId: number(),
  mobile: string(),
  firstName: string(),
  lastName: string(),
  email: text,
  instagram: text,
  status: string(),
  aadhaarMasked: text,
  aadhaarVerifiedAt: text,
  applications: array(ApplicationShape),
});
export type Applicant = Infer<typeof ApplicantShape>;

export const DECISIONS = ['APPROVED', 'ONHOLD', 'DECLINED'] as const;
export type Decision = (typeof DECISIONS)[number];
export const DecisionResultShape = type({ userId: number(), mobile: string(), name: string(), status: string(), reason: text });

export const MemberSummaryShape = type({
  userId: number(),
  mobile: string(),
  name: string(),
  email: text,
  status: string(),
  operator: boolean(),
  joinedAt: string(),
  membership: nullable(type({ membershipId: number(), planName: string(), months: number(), startDate: string(), endDate: string(), status: string() })),
});
export type MemberSummary = Infer<typeof MemberSummaryShape>;

/** `capped` (optional): more members match than `total`, where the count stops (1,000; 200 for a search by words). */
export const MemberPageShape = type({ total: number(), capped: optional(boolean()), page: number(), size: number(), members: array(MemberSummaryShape) });

export const STAGES = ['TO_SHIP', 'IN_TRANSIT', 'OUT', 'RETURNED', 'CANCELLED'] as const;
export const CONDITIONS = ['GOOD', 'NEEDS_CLEANING', 'DAMAGED'] as const;
export type ReturnCondition = (typeof CONDITIONS)[number];

/** A booking as fulfilment sees it: where it is, who has it, where it goes. */
export const FulfilmentShape = type({
  bookingId: number(),
  stage: enums(STAGES),
  startDate: string(),
  returnDate: string(),
  dispatchDate: string(),
  lateToShip: boolean(),
  overdueDays: number(),
  wbNo: text,
  /** The courier's tracking page, typed by the operator when shipping by hand. */
  trackingUrl: optional(text),
  /** What the courier's tracking last said of the parcel (PICKED UP, IN TRANSIT, OUT FOR DELIVERY, DELIVERED) and when it was asked. */
  courierStatus: optional(text),
  courierCheckedAt: optional(text),
  shippedAt: text,
  deliveredAt: text,
  checkedInAt: text,
  /** When our courier collected the bag for its return (absent from servers without it). */
  returnPickedUpAt: optional(text),
  returnedOn: text,
  condition: nullable(enums(CONDITIONS)),
  note: text,
  member: type({ userId: number(), name: string(), mobile: string() }),
  address: AddressShape,
  bag: type({ productId: number(), title: string(), brand: string(), url: string(), image: string() }),
});
export type Fulfilment = Infer<typeof FulfilmentShape>;

export const FulfilmentBoardShape = type({
  today: string(),
  /** Days before a rental starts that its bag ships (TOTE_SHIPPING_LEAD_DAYS). */
  leadDays: optional(number()),
  toShip: array(FulfilmentShape),
  inTransit: array(FulfilmentShape),
  out: array(FulfilmentShape),
  dueToday: array(FulfilmentShape),
  overdue: array(FulfilmentShape),
  checkedIn: array(FulfilmentShape),
  /** How many bookings each list holds (it shows a page of `size` of them, page `page` from 0). */
  counts: optional(type({ toShip: number(), inTransit: number(), out: number(), dueToday: number(), overdue: number() })),
  page: optional(number()),
  size: optional(number()),
});
export type FulfilmentBoard = Infer<typeof FulfilmentBoardShape>;

/** GET /api/operator/fulfilment/upcoming: bookings not yet shipped that start within the range, by start day. */
/** A page of them (`page` from 0, `size`), `total` in the range. */
export const UpcomingFulfilmentShape = type({
  from: string(),
  to: string(),
  bookings: array(FulfilmentShape),
  total: optional(number()),
  page: optional(number()),
  size: optional(number()),
});
export type UpcomingFulfilment = Infer<typeof UpcomingFulfilmentShape>;

export const CheckInResultShape = type({ booking: FulfilmentShape, bagInCollection: boolean(), waitingMemberTold: boolean() });

export const PaymentSummaryShape = type({
  paymentId: number(),
  orderId: number(),
  amount: number(),
  currency: string(),
  gateway: string(),
  method: text,
  methodHint: text,
  status: string(),
  failureReason: text,
  createdAt: string(),
});

// Spelled out rather than assign()ed from the summary: assign() would be one more superstruct export in the data chunk every member loads.
export const MemberDetailShape = type({
  ...MemberSummaryShape.schema,
  firstName: string(),
  lastName: string(),
  instagram: text,
  city: text,
  state: text,
  zipcode: text,
  aadhaarMasked: text,
  memberships: array(UserMembershipShape),
  /** The member's membership pauses, latest first. */
  pauses: optional(array(MembershipPauseShape)),
  bookings: array(FulfilmentShape),
  orders: array(OrderShape),
  payments: array(PaymentSummaryShape),
  applications: array(ApplicationShape),
});
export type MemberDetail = Infer<typeof MemberDetailShape>;
