import { array } from 'superstruct';
import { request } from './http';
import type { EmptyBody } from './shapes/requests/parts';
import { MaybeUserMembershipShape, MembershipSlabShape, type MembershipSlab, type UserMembership } from './shapes/membership';

/** POST /api/membership/list: the plan slabs offered on the package screen. */
export function listMemberships(query: EmptyBody = {}): Promise<MembershipSlab[]> {
  return request('POST', '/api/membership/list', array(MembershipSlabShape), { body: query });
}

/** GET /api/membership/usermembership/{id}: the user's membership, or null when there is none. */
export function userMembership(id: number): Promise<UserMembership | null> {
  return request('GET', `/api/membership/usermembership/${id}`, MaybeUserMembershipShape);
}
