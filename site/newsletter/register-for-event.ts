import { ApiError } from '../../src/api/api-error';
import { registerForEvent } from '../../src/api/event';
import type { ClubEvent } from '../../src/api/shapes/event';
import { NOTIFICATION_KEYS } from '../../src/stores/query-keys';
import type { WriteOptions } from '../../src/stores/write';

// The server leaves a notification about a registration: the header's bell lights now, not at the next visit.
export const REGISTRATION_WRITE: WriteOptions = { invalidates: NOTIFICATION_KEYS };

export interface Registered {
  event: ClubEvent;
  text: string;
}

/**
 * Registers the member for the event, and says how the card reads now. A 409 saying the member is already
 * registered is no failure: the card shows it (in the server's kind words); full or past stays a refusal.
 */
export async function registerFor(event: ClubEvent, userId: number): Promise<Registered> {
  try {
    await registerForEvent({ eventId: event.eventId, userId });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && /already registered/i.test(err.message))
      return { event: { ...event, registered: true }, text: err.message };
    throw err;
  }
  const seatsLeft = typeof event.seatsLeft === 'number' ? Math.max(0, event.seatsLeft - 1) : event.seatsLeft;
  return { event: { ...event, registered: true, seatsLeft }, text: 'You are registered. See you there!' };
}
