import { Infer, nullable, number, optional, string, type } from 'superstruct';
import { ProductShape } from './product';

/** A waiting list entry of POST /api/waiting/save and /list (spec point 3: productId, userId). */
export const WaitingEntryShape = type({
  productId: number(),
  userId: number(),
  createdAt: optional(string()),
  /** When the member was told the bag is free (the first in line is told; null until then). */
  notifiedAt: optional(nullable(string())),
  /** 1 for the first in line. */
  position: optional(number()),
  /** The bag (null if it has left the collection since). */
  product: optional(nullable(ProductShape)),
});
export type WaitingEntry = Infer<typeof WaitingEntryShape>;
