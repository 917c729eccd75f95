import { array } from 'superstruct';
import { request } from './http';
import type { EmptyBody } from './shapes/requests/parts';
import { MaybeUserMembershipShape, MembershipSlabShape, type MembershipSlab, type UserMembership } from './shapes/membership';
import { PauseStateShape, type PauseRequest, type PauseState } from './shapes/membership-pause';

/** POST /api/membership/list: the plan slabs offered on the package screen. */
export function listMemberships(query: EmptyBody = {}): Promise<MembershipSlab[]> {
  return request('POST', '/api/membership/list', array(MembershipSlabShape), { body: query });
}

/** GET /api/membership/usermembership/{id}: the user's membership, or null when there is none. */
export function userMembership(id: number): Promise<UserMembership | null> {
  return request('GET', `/api/membership/usermembership/${id}`, MaybeUserMembershipShape);
}

/** Ours: GET /api/membership/pause, the caller's pauses and whether one may start today. */
export function pauseState(): Promise<PauseState> {
  return request('GET', '/api/membership/pause', PauseStateShape, { beyondSpec: true });
}

/** Ours: POST /api/membership/pause, a pause from today of whole weeks; answers the new state. */
export function pauseMembership(body: PauseRequest): Promise<PauseState> {
  return request('POST', '/api/membership/pause', PauseStateShape, { body });
}

/** Ours: POST /api/membership/resume, the running pause ends today; answers the new state. */
export function resumeMembership(): Promise<PauseState> {
  return request('POST', '/api/membership/resume', PauseStateShape, { body: {} });
}
