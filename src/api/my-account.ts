import { request } from './http';
import { HoldReasonShape, OptionalAllowanceShape, type Allowance, type HoldReason } from './shapes/my-account';

// My Account's calls of ours, not the spec's: a backend without them fails as ApiError kind 'absent',
// quietly, and the card they feed is left out.

/** GET /api/account/allowance: what the plan allows this period and what is left; null without a current membership. */
export function getAllowance(): Promise<Allowance | null> {
  return request('GET', '/api/account/allowance', OptionalAllowanceShape, { beyondSpec: true });
}

/** GET /api/account/hold: the club's reason for holding the member's application; null when it is not on hold. */
export function getHoldReason(): Promise<HoldReason> {
  return request('GET', '/api/account/hold', HoldReasonShape, { beyondSpec: true });
}
