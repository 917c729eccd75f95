import { computed } from 'nanostores';
import { askForDeletion, downloadMyData, openDeletionRequest } from '../api/account';
import { ApiError } from '../api/api-error';
import type { DeletionRequest } from '../api/shapes/privacy';
import { createFetcherStore } from './query';
import { $userId } from './session';
import { createWrite } from './write';

const PREFIX = 'deletion-request/';

/**
 * The member's open request to erase their data (`open` null: none), for My Account. Wrapped: a fetcher's
 * bare null reads as "no answer yet". `served` is false on a backend that has no such call (the spec names
 * none): My Account then leaves the card out rather than offer what the server cannot do.
 */
export const $deletionRequest = createFetcherStore<{ open: DeletionRequest | null; served: boolean }>([PREFIX, $userId], {
  fetcher: async () => {
    try {
      return { open: await openDeletionRequest(), served: true };
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'absent') return { open: null, served: false };
      throw err;
    }
  },
});

export interface PrivacyAction {
  busy: 'download' | 'delete' | null;
  error: string | null;
}

const download = createWrite({ quietText: 'Your data could not be downloaded. Please try again.' });
const deletion = createWrite({ invalidates: (key: string) => key.startsWith(PREFIX), quietText: 'Your request could not be sent. Please try again.' });

/** What My Account's "Your data" card is doing: a download or a request under way, and the last failure. */
export const $privacyAction = computed([download.$state, deletion.$state], (d, r): PrivacyAction => ({
  busy: d.busy ? 'download' : r.busy ? 'delete' : null,
  error: d.error ?? r.error,
}));

// One at a time across the card: the other's old failure goes when one starts.
async function run(write: typeof download, other: typeof download, work: () => Promise<unknown>): Promise<void> {
  if ($privacyAction.get().busy) return;
  other.clear();
  await write.run(work);
}

export function downloadData(): Promise<void> {
  return run(download, deletion, () => downloadMyData());
}

export function requestDeletion(): Promise<void> {
  return run(deletion, download, () => askForDeletion());
}
