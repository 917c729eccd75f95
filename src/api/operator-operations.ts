import { request } from './http';
import { MemberDetailShape } from './shapes/operator';
import { BookingDetailShape, CreditNoteShape, MemberEditableShape, OrderRefundsShape } from './shapes/operator-operations';
import type { ReasonRequest } from './shapes/requests/operator';
import type { BookingChangeRequest, MemberDetailsRequest, RefundRequest } from './shapes/requests/operator-operations';

// The back office's everyday operations. Only the lazily loaded #/operator pages import this module.

const BASE = '/api/operator';

export const getBooking = (bookingId: number) => request('GET', `${BASE}/bookings/${bookingId}`, BookingDetailShape);
export const cancelBooking = (bookingId: number, reason: string) =>
  request('POST', `${BASE}/bookings/${bookingId}/cancel`, BookingDetailShape, { body: { reason } satisfies ReasonRequest });
export const changeBooking = (bookingId: number, change: BookingChangeRequest) =>
  request('POST', `${BASE}/bookings/${bookingId}/change`, BookingDetailShape, { body: change });

export const getOrderRefunds = (orderId: number) => request('GET', `${BASE}/orders/${orderId}/refunds`, OrderRefundsShape);
export const refundOrder = (orderId: number, refund: RefundRequest) => request('POST', `${BASE}/orders/${orderId}/refund`, CreditNoteShape, { body: refund });
export const creditNotePath = (creditNoteId: number) => `${BASE}/credit-notes/${creditNoteId}/pdf`;

export const getMemberDetails = (userId: number) => request('GET', `${BASE}/members/${userId}/details`, MemberEditableShape);
export const saveMemberDetails = (userId: number, details: MemberDetailsRequest) =>
  request('POST', `${BASE}/members/${userId}/details`, MemberEditableShape, { body: details });
export const deactivateMembership = (userId: number, reason: string) =>
  request('POST', `${BASE}/members/${userId}/deactivate`, MemberDetailShape, { body: { reason } satisfies ReasonRequest });
export const undoHold = (userId: number) => request('POST', `${BASE}/members/${userId}/hold/undo`, MemberDetailShape, { body: {} });
