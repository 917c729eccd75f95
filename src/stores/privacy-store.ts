import { atom } from 'nanostores';
import { askForDeletion, downloadMyData, openDeletionRequest } from '../api/account';
import { ApiError, errorText } from '../api/api-error';
import type { DeletionRequest } from '../api/shapes/privacy';
import { createFetcherStore, invalidateKeys } from './query';
import { $userId } from './session';

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

/** What My Account's "Your data" card is doing: a download or a request under way, and the last failure. */
export const $privacyAction = atom<PrivacyAction>({ busy: null, error: null });

async function run(kind: 'download' | 'delete', work: () => Promise<void>, failure: string): Promise<void> {
  if ($privacyAction.get().busy) return;
  $privacyAction.set({ busy: kind, error: null });
  try {
    await work();
    $privacyAction.set({ busy: null, error: null });
  } catch (err) {
    $privacyAction.set({ busy: null, error: errorText(err) ?? failure });
  }
}

export function downloadData(): Promise<void> {
  return run('download', () => downloadMyData(), 'Your data could not be downloaded. Please try again.');
}

export function requestDeletion(): Promise<void> {
  return run(
    'delete',
    async () => {
      await askForDeletion();
      invalidateKeys((key) => key.startsWith(PREFIX));
    },
    'Your request could not be sent. Please try again.',
  );
}
