import { Infer, nullable, number, optional, type } from 'superstruct';
import { optionalNumber, optionalText } from './common';
import { ProductShape } from './product';

/** A waiting list entry of POST /api/waiting/save and /list (spec point 3: productId, userId). */
export const WaitingEntryShape = type({
  productId: number(),
  userId: number(),
  createdAt: optionalText,
  /** When the member was told the bag is free (the first in line is told; null until then). */
  notifiedAt: optionalText,
  /** 1 for the first in line. */
  position: optionalNumber,
  product: optional(nullable(ProductShape)),
});
export type WaitingEntry = Infer<typeof WaitingEntryShape>;
