import { request } from './http';
import { orNoFields } from './shapes/common';
import { BagdropShape, type Bagdrop } from './shapes/bagdrop';
import type { NewBagdrop } from './shapes/requests/bagdrop';

/** POST /api/bagdrop/save: multipart with the `bagdrop` JSON part and the bag's photos as repeated `files`. */
export function saveBagdrop(bagdrop: NewBagdrop, files: readonly File[]): Promise<Bagdrop> {
  return request('POST', '/api/bagdrop/save', orNoFields(BagdropShape), { multipart: { bagdrop, files: [...files] } });
}
