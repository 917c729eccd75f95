import { array, number } from 'superstruct';
import { request } from './http';
import type { WaitingListQuery, WaitingRequest } from './shapes/requests/waiting';
import { WaitingEntryShape, type WaitingEntry } from './shapes/waiting';

/** POST /api/waiting/save: puts the user on a bag's waiting list. */
export function joinWaitingList(entry: WaitingRequest): Promise<WaitingEntry> {
  return request('POST', '/api/waiting/save', WaitingEntryShape, { body: entry });
}

/** POST /api/waiting/list. */
export function listWaiting(query: WaitingListQuery = {}): Promise<WaitingEntry[]> {
  return request('POST', '/api/waiting/list', array(WaitingEntryShape), { body: query });
}

/** POST /api/waiting/count. */
export function countWaiting(query: WaitingListQuery = {}): Promise<number> {
  return request('POST', '/api/waiting/count', number(), { body: query });
}

/** DELETE /api/waiting/delete/{productId}/{userId}: takes the user off the list. */
export async function leaveWaitingList(productId: number, userId: number): Promise<void> {
  await request('DELETE', `/api/waiting/delete/${productId}/${userId}`, null);
}
