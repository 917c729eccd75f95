import { request } from './http';
import { PayNowShape, type PayNowRequest, type PayNowResult } from './shapes/payment';

/** POST /api/payment/payNow. */
export function payNow(payment: PayNowRequest): Promise<PayNowResult> {
  return request('POST', '/api/payment/payNow', PayNowShape, { body: payment });
}
