import { array, number } from 'superstruct';
import { request } from './http';
import { orNoFields } from './shapes/common';
import { InvoiceUrlShape, OrderShape, PaymentDetailsShape, type Order, type PaymentDetails } from './shapes/order';
import type { NewOrder, OrderActivation, OrderListQuery } from './shapes/requests/order';

/** GET /api/order/{orderId}. */
export function getOrder(orderId: number): Promise<Order> {
  return request('GET', `/api/order/${orderId}`, OrderShape);
}

/** POST /api/order/save: an order for a membership plan slab. */
export function saveOrder(order: NewOrder): Promise<Order> {
  return request('POST', '/api/order/save', OrderShape, { body: order });
}

/** POST /api/order/activate: turns a paid order into an active membership. */
export function activateOrder(orderId: number): Promise<Order> {
  return request('POST', '/api/order/activate', OrderShape, { body: { orderId } satisfies OrderActivation });
}

/** POST /api/order/list. */
export function listOrders(query: OrderListQuery = {}): Promise<Order[]> {
  return request('POST', '/api/order/list', array(OrderShape), { body: query });
}

/** POST /api/order/count. */
export function countOrders(query: OrderListQuery = {}): Promise<number> {
  return request('POST', '/api/order/count', number(), { body: query });
}

/** GET /api/order/generateInvoice/{orderId}: the invoice PDF itself. */
export function generateInvoice(orderId: number): Promise<Blob> {
  return request('GET', `/api/order/generateInvoice/${orderId}`, null, { responseType: 'blob' });
}

/** GET /api/order/generateInvoiceUrl/{orderId}: where the invoice PDF can be downloaded. */
export async function generateInvoiceUrl(orderId: number): Promise<string> {
  const answer = await request('GET', `/api/order/generateInvoiceUrl/${orderId}`, InvoiceUrlShape);
  return typeof answer === 'string' ? answer : answer.url;
}

/** GET /api/order/payment-details/{membershipPlanSlabId}. */
export function paymentDetails(membershipPlanSlabId: number): Promise<PaymentDetails> {
  return request('GET', `/api/order/payment-details/${membershipPlanSlabId}`, orNoFields(PaymentDetailsShape));
}

/** PDF download by URL as a blob (spec point 7): fetches it, then saves it through an object URL. */
export async function downloadInvoice(url: string, fileName = 'invoice.pdf'): Promise<Blob> {
  const blob = await request<Blob>('GET', url, null, { responseType: 'blob' });
  saveBlob(blob, fileName);
  return blob;
}

/** Saves a downloaded blob as a file through an object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  // Inside a widget's shadow root the link is never attached; a detached click still downloads.
  link.click();
  // Revoke on the next task: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
