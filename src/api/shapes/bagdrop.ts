import { Infer, number, optional, string, type } from 'superstruct';

/** The `bagdrop` JSON part of POST /api/bagdrop/save: a member offering a bag to the club. */
export interface NewBagdrop {
  userId: number;
  /** Required, at most 60 characters. */
  brand: string;
  /** The bag's model or name, at most 100 characters. */
  title?: string;
  colour?: string;
  /** A code of the predefined CONDITION list: NEW_WITH_TAGS, EXCELLENT, GOOD, FAIR. */
  condition?: string;
  /** Four digits, not in the future. */
  purchaseYear?: number;
  /** At most 1000 characters. */
  description?: string;
  [field: string]: unknown;
}

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
