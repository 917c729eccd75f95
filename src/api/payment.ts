import { request } from './http';
import { orNoFields } from './shapes/common';
import { PayNowShape, type PayNowRequest, type PayNowResult } from './shapes/payment';

/** POST /api/payment/payNow. */
export function payNow(payment: PayNowRequest): Promise<PayNowResult> {
  return request('POST', '/api/payment/payNow', orNoFields(PayNowShape), { body: payment });
}
