import { request } from './http';
import {
  HoldReasonShape,
  MobileChangedShape,
  OptionalAllowanceShape,
  type Allowance,
  type HoldReason,
  type MobileChanged,
  type PlanChange,
  PlanChangeShape,
} from './shapes/my-account';
import type { DetailsEdit, MobileChange, MobileVerify, PlanChangeRequest } from './shapes/requests/my-account';
import { SendOtpShape, type SendOtpResult, type User, UserShape } from './shapes/user';

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

/** GET /api/account/details: the member as the details editor starts from them (a backend without it has no editor). */
export function getEditableDetails(): Promise<User> {
  return request('GET', '/api/account/details', UserShape, { beyondSpec: true });
}

/** PUT /api/account/details: the member's name, e-mail and address; the member as saved. */
export function saveDetails(body: DetailsEdit): Promise<User> {
  return request('PUT', '/api/account/details', UserShape, { body });
}

/** POST /api/account/mobile: sends an OTP to the new number (demo mode answers it in `otp`). */
export function sendMobileOtp(body: MobileChange): Promise<SendOtpResult> {
  return request('POST', '/api/account/mobile', SendOtpShape, { body });
}

/** POST /api/account/mobile/verify: the new number's OTP; new tokens and the member with the new number. */
export function verifyMobile(body: MobileVerify): Promise<MobileChanged> {
  return request('POST', '/api/account/mobile/verify', MobileChangedShape, { body });
}

/** GET /api/account/plan-change: the plan the membership renews on, when the member chose another; null otherwise. */
export function getPlanChange(): Promise<PlanChange> {
  return request('GET', '/api/account/plan-change', PlanChangeShape, { beyondSpec: true });
}

/** POST /api/account/plan-change: renew on another plan; nothing is charged now. */
export function choosePlanChange(body: PlanChangeRequest): Promise<PlanChange> {
  return request('POST', '/api/account/plan-change', PlanChangeShape, { body });
}

/** DELETE /api/account/plan-change: keep the current plan after all. */
export async function cancelPlanChange(): Promise<void> {
  await request('DELETE', '/api/account/plan-change', null);
}
