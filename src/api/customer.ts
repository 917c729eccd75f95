import { request } from './http';
import { SubscribeResultShape } from './shapes/customer';
import type { SubscribeRequest } from './shapes/requests/customer';

/**
 * POST /api/customer/subscribe: the footer's newsletter subscription. Resolves with
 * the server's message (e.g. 'You are already subscribed.'), or '' when it sends none (the form then thanks).
 */
export async function subscribe(email: string): Promise<string> {
  return (await request('POST', '/api/customer/subscribe', SubscribeResultShape, { body: { email } satisfies SubscribeRequest })).message ?? '';
}
