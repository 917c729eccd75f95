import { array } from 'superstruct';
import { request } from './http';
import { MessagePreferenceShape, type MessagePreference } from './shapes/messages';
import type { MessagePreferenceChange } from './shapes/requests/messages';

/**
 * GET /api/messages/preferences: every kind of message the club sends, with its channels and
 * whether each is on. A call of ours, not the spec's: a backend without it fails as ApiError kind 'absent', quietly.
 */
export function listMessagePreferences(): Promise<MessagePreference[]> {
  return request('GET', '/api/messages/preferences', array(MessagePreferenceShape), { beyondSpec: true });
}

/** PUT /api/messages/preferences: one channel of one kind on or off; answers the whole list. */
export function changeMessagePreference(change: MessagePreferenceChange): Promise<MessagePreference[]> {
  return request('PUT', '/api/messages/preferences', array(MessagePreferenceShape), { body: change, beyondSpec: true });
}
