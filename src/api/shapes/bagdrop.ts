import { Infer, number, optional, string, type } from 'superstruct';

/** POST /api/bagdrop/save: the saved bag drop. The spec shows no field of it (point 3), so all are ours. */
export const BagdropShape = type({
  bagdropId: optional(number()),
  /** SUBMITTED until the club has looked at the bag. */
  status: optional(string()),
  /** How many photos were stored (up to 6 `files`: JPEG, PNG or WebP, 5 MB each). */
  photoCount: optional(number()),
  createdAt: optional(string()),
});
export type Bagdrop = Infer<typeof BagdropShape>;
