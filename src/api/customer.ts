import { request } from './http';

/** POST /api/customer/subscribe: the footer's newsletter subscription. */
export async function subscribe(email: string): Promise<void> {
  await request('POST', '/api/customer/subscribe', null, { body: { email } });
}
