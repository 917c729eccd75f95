import { request } from './http';
import { saveBlob } from './order';
import { DeletionRequestShape, OpenDeletionRequestShape, type DeletionRequest } from './shapes/privacy';
import type { EmptyBody } from './shapes/requests/parts';

/** GET /api/account/data: everything the club holds about the member, saved as a JSON file. */
export async function downloadMyData(fileName = 'tote-my-data.json'): Promise<void> {
  saveBlob(await request<Blob>('GET', '/api/account/data', null, { responseType: 'blob' }), fileName);
}

/**
 * GET /api/account/deletion-request: the member's open request to erase their data, or null.
 * A call of ours, not the spec's: a backend without it fails as ApiError kind 'absent', quietly.
 */
export function openDeletionRequest(): Promise<DeletionRequest | null> {
  return request('GET', '/api/account/deletion-request', OpenDeletionRequestShape, { beyondSpec: true });
}

/** POST /api/account/deletion-request: asks the club to erase the member's data. */
export function askForDeletion(): Promise<DeletionRequest> {
  return request('POST', '/api/account/deletion-request', DeletionRequestShape, { body: {} satisfies EmptyBody });
}
