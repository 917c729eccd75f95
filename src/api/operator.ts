import { array } from 'superstruct';
import { OperatorDeletionRequestListShape } from './shapes/privacy';
import { request } from './http';
import { PackingSlipShape } from './shapes/packing-slip';
import { EventShape, type ClubEvent } from './shapes/event';
import { NewsletterShape, type Newsletter } from './shapes/newsletter';
import { AwaitingPaymentShape, PaymentNotReceivedShape, PaymentReceivedShape } from './shapes/payment';
import {
  AcceptResultShape,
  OutboxMessageShape,
  ApplicantShape,
  AuditEntryShape,
  AdminProductShape,
  BagOfferShape,
  CheckInResultShape,
  DecisionResultShape,
  FulfilmentBoardShape,
  FulfilmentShape,
  UpcomingFulfilmentShape,
  MemberDetailShape,
  MemberPageShape,
  OperatorCountsShape,
  OperatorShape,
  StaffMemberShape,
  ProductPageShape,
  QueueItemShape,
  type Decision,
  type ReturnCondition,
} from './shapes/operator';
import type {
  AdminProductsQuery,
  ApplicationQueueQuery,
  AuditQuery,
  CheckInRequest,
  ContentListQuery,
  DecisionRequest,
  ErasureRequest,
  EventRequest,
  FulfilmentBoardQuery,
  FulfilmentRangeQuery,
  MembersQuery,
  NewsletterRequest,
  PaymentReceivedRequest,
  ProductForm,
  ReasonRequest,
  ShipRequest,
} from './shapes/requests/operator';

// The back office's calls. Only the lazily loaded #/operator pages import this module.

const BASE = '/api/operator';
const query = (params: Record<string, string | number | null | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== null && v !== undefined && v !== '') as [string, string | number][];
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};

export const whoAmI = () => request('GET', `${BASE}/me`, OperatorShape);
/** Everyone holding the operator role, by name (the audit log's filter by operator). */
export const listOperators = () => request('GET', `${BASE}/operators`, array(StaffMemberShape));
export const getOperatorCounts = () => request('GET', `${BASE}/counts`, OperatorCountsShape);

export const listAudit = (filter: Omit<AuditQuery, 'subjectId'> & { subjectId?: string | number } = {}) =>
  request(
    'GET',
    `${BASE}/audit${query({ ...filter, subjectId: filter.subjectId === undefined ? undefined : String(filter.subjectId) })}`,
    array(AuditEntryShape),
  );

/** A page of the queue, oldest first (`page` from 0; `size` 1-200, 50 when absent). */
export const listApplicationQueue = (params: ApplicationQueueQuery = {}) =>
  request('GET', `${BASE}/applications${query({ status: 'ALL', ...params })}`, array(QueueItemShape));
export const getApplicant = (userId: number) => request('GET', `${BASE}/applications/${userId}`, ApplicantShape);
export const decideApplication = (userId: number, decision: Decision, reason: string) =>
  request('POST', `${BASE}/applications/${userId}/decision`, DecisionResultShape, { body: { decision, reason } satisfies DecisionRequest });
/** A back-office list as filtered and sorted on screen, every page of it, as CSV (operators only; the server audits the export). */
export const exportCsv = (
  list: 'applications' | 'members' | 'audit' | 'fulfilment' | 'bagdrops' | 'newsletters' | 'events',
  params: Record<string, string | number | null | undefined>,
) => request<Blob>('GET', `${BASE}/${list}.csv${query({ ...params, page: undefined, size: undefined })}`, null, { responseType: 'blob' });
/** An identity document's bytes (operators only): shown from a blob, never from a cacheable URL. */
export const fetchDocument = (url: string) => request<Blob>('GET', url, null, { responseType: 'blob' });

export const searchMembers = (params: MembersQuery) => request('GET', `${BASE}/members${query(params)}`, MemberPageShape);
export const getMember = (userId: number) => request('GET', `${BASE}/members/${userId}`, MemberDetailShape);
export const holdMembership = (userId: number, reason: string) =>
  request('POST', `${BASE}/members/${userId}/hold`, MemberDetailShape, { body: { reason } satisfies ReasonRequest });
export const reactivateMembership = (userId: number) => request('POST', `${BASE}/members/${userId}/reactivate`, MemberDetailShape, { body: {} });
/** Ends the member's running membership pause today (audited); answers the member again. */
export const endMemberPause = (userId: number) => request('POST', `${BASE}/members/${userId}/end-pause`, MemberDetailShape, { body: {} });
/** Members' requests to erase their data: open ones (soonest due first), then the last done. */
export const listOutbox = () => request('GET', `${BASE}/outbox`, array(OutboxMessageShape), { params: { page: 0, size: 100 } });
export const listDeletionRequests = () => request('GET', `${BASE}/deletion-requests`, OperatorDeletionRequestListShape);
/** Erases the member's personal data on their request (invoices are kept); answers the list again. */
export const eraseOnRequest = (requestId: number, note: string) =>
  request('POST', `${BASE}/deletion-requests/${requestId}/erase`, OperatorDeletionRequestListShape, { body: { note } satisfies ErasureRequest });
/** Ends every session of the person on every device (they log in again). */
export const endSessions = (userId: number, reason: string) =>
  request('POST', `${BASE}/members/${userId}/end-sessions`, MemberDetailShape, { body: { reason } satisfies ReasonRequest });

export const listProducts = (params: AdminProductsQuery) => request('GET', `${BASE}/products${query(params)}`, ProductPageShape);
export const getProduct = (productId: number) => request('GET', `${BASE}/products/${productId}`, AdminProductShape);
export const createProduct = (product: ProductForm, photos: File[]) =>
  request('POST', `${BASE}/products`, AdminProductShape, { multipart: { product, photos } });
export const editProduct = (productId: number, product: ProductForm, photos: File[]) =>
  request('PUT', `${BASE}/products/${productId}`, AdminProductShape, { multipart: { product, photos } });
export const removeProductPhoto = (productId: number, photoId: number) =>
  request('DELETE', `${BASE}/products/${productId}/photos/${photoId}`, AdminProductShape);
export const retireProduct = (productId: number) => request('POST', `${BASE}/products/${productId}/retire`, AdminProductShape, { body: {} });
export const restoreProduct = (productId: number) => request('POST', `${BASE}/products/${productId}/restore`, AdminProductShape, { body: {} });

export const getFulfilment = (paging: FulfilmentBoardQuery = {}) => request('GET', `${BASE}/fulfilment${query(paging)}`, FulfilmentBoardShape);
export const getPackingSlip = (bookingId: number) => request('GET', `${BASE}/bookings/${bookingId}/packing-slip`, PackingSlipShape);
export const listUpcomingFulfilment = (range: FulfilmentRangeQuery) => request('GET', `${BASE}/fulfilment/upcoming${query(range)}`, UpcomingFulfilmentShape);
export const shipBooking = (bookingId: number, wbNo: string, trackingUrl = '') =>
  request('POST', `${BASE}/bookings/${bookingId}/ship`, FulfilmentShape, {
    body: (trackingUrl.trim() ? { wbNo, trackingUrl: trackingUrl.trim() } : { wbNo }) satisfies ShipRequest,
  });
export const markDelivered = (bookingId: number) => request('POST', `${BASE}/bookings/${bookingId}/deliver`, FulfilmentShape, { body: {} });
export const markReturnPickedUp = (bookingId: number) => request('POST', `${BASE}/bookings/${bookingId}/return-picked-up`, FulfilmentShape, { body: {} });
/** `grade` (optional): the bag's condition grade from now on (EXCELLENT, VERY_GOOD, GOOD); empty keeps it. */
export const checkIn = (bookingId: number, condition: ReturnCondition, note: string, grade = '') =>
  request('POST', `${BASE}/bookings/${bookingId}/check-in`, CheckInResultShape, {
    body: (grade ? { condition, note, grade: grade as CheckInRequest['grade'] } : { condition, note }) satisfies CheckInRequest,
  });

export const listBagOffers = (params: { status?: 'SUBMITTED' | 'ACCEPTED' | 'DECLINED'; page?: number; size?: number } = {}) =>
  request('GET', `${BASE}/bagdrops${query({ status: 'SUBMITTED', ...params })}`, array(BagOfferShape));
export const getBagOffer = (bagdropId: number) => request('GET', `${BASE}/bagdrops/${bagdropId}`, BagOfferShape);
export const acceptBagOffer = (bagdropId: number, product: ProductForm, photos: File[]) =>
  request('POST', `${BASE}/bagdrops/${bagdropId}/accept`, AcceptResultShape, { multipart: { product, photos } });
export const declineBagOffer = (bagdropId: number, reason: string) =>
  request('POST', `${BASE}/bagdrops/${bagdropId}/decline`, BagOfferShape, { body: { reason } satisfies ReasonRequest });

export const listAllNewsletters = (paging: ContentListQuery = {}): Promise<Newsletter[]> =>
  request('GET', `${BASE}/newsletters${query(paging)}`, array(NewsletterShape));
export const publishNewsletter = (issue: NewsletterRequest) => request('POST', `${BASE}/newsletters`, NewsletterShape, { body: issue });
export const listAllEvents = (paging: ContentListQuery = {}): Promise<ClubEvent[]> => request('GET', `${BASE}/events${query(paging)}`, array(EventShape));
export const publishEvent = (event: EventRequest) => request('POST', `${BASE}/events`, EventShape, { body: event });

/** Payments by hand (the server's manual payment mode) an operator has yet to find in the bank account. */
export const listAwaitingPayments = () => request('GET', `${BASE}/payments/awaiting`, array(AwaitingPaymentShape));
/** The money is in: the order is paid, its invoice issued and the membership started (audit logged). */
export const markPaymentReceived = (paymentId: number, bankReference: string) =>
  request('POST', `${BASE}/payments/${paymentId}/received`, PaymentReceivedShape, {
    body: (bankReference.trim() ? { bankReference: bankReference.trim() } : {}) satisfies PaymentReceivedRequest,
  });
/** No money came for this reference: the attempt fails with the reason and the member may start again (audit logged). */
export const markPaymentNotReceived = (paymentId: number, reason: string) =>
  request('POST', `${BASE}/payments/${paymentId}/not-received`, PaymentNotReceivedShape, { body: { reason: reason.trim() } satisfies ReasonRequest });
