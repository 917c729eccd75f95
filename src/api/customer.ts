import { nullable, optional, string, type } from 'superstruct';
import { request } from './http';

const SubscribeResult = optional(nullable(type({ message: optional(string()) })));

/**
 * POST /api/customer/subscribe: the footer's newsletter subscription. Resolves with
 * the server's message when it sends one (e.g. 'You are already subscribed.').
 */
export async function subscribe(email: string): Promise<string | undefined> {
  const result = await request('POST', '/api/customer/subscribe', SubscribeResult, { body: { email } });
  return result?.message ?? undefined;
}
