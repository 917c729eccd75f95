import { array, number } from 'superstruct';
import { request } from './http';
import { EventShape, type ClubEvent } from './shapes/event';
import type { EventListQuery, EventRegistration } from './shapes/requests/event';

/** POST /api/event/list. */
export function listEvents(query: EventListQuery = {}): Promise<ClubEvent[]> {
  return request('POST', '/api/event/list', array(EventShape), { body: query });
}

/** POST /api/event/register: signs the user up for an event. */
export async function registerForEvent(registration: EventRegistration): Promise<void> {
  await request('POST', '/api/event/register', null, { body: registration });
}

/** POST /api/event/count. */
export function countEvents(query: EventListQuery = {}): Promise<number> {
  return request('POST', '/api/event/count', number(), { body: query });
}
