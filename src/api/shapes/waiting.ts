import { Infer, number, type } from 'superstruct';
import { optionalText } from './common';

/** A waiting list entry of POST /api/waiting/save and /list (spec point 3: productId, userId). */
export const WaitingEntryShape = type({
  productId: number(),
  userId: number(),
  createdAt: optionalText,
});
export type WaitingEntry = Infer<typeof WaitingEntryShape>;
