import { changeMessagePreference, listMessagePreferences } from '../api/messages';
import { ApiError } from '../api/api-error';
import type { MessageChannel, MessagePreference } from '../api/shapes/messages';
import { createFetcherStore } from './query';
import { $userId } from './session';
import { createWrite } from './write';

const PREFIX = 'message-preferences/';

/**
 * The member's channels per kind of message, for My Account. `served` is false on a backend without
 * the call (the spec names none): the card is then left out rather than offer what the server cannot do.
 */
export const $messagePreferences = createFetcherStore<{ kinds: MessagePreference[]; served: boolean }>([PREFIX, $userId], {
  fetcher: async () => {
    try {
      return { kinds: await listMessagePreferences(), served: true };
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'absent') return { kinds: [], served: false };
      throw err;
    }
  },
});

/** One switch at a time; each reloads the list, so the boxes show what the server kept. */
const change = createWrite({ invalidates: (key: string) => key.startsWith(PREFIX), quietText: 'Your choice could not be saved. Please try again.' });
export const $messagePreferenceChange = change.$state;

export function setMessageChannel(kind: string, channel: MessageChannel, on: boolean): Promise<unknown> {
  return change.run(() => changeMessagePreference({ kind, channel, on }));
}
