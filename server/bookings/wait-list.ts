import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import { notify } from '../notifications/notify';
import { findBagNames, markFirstWaiterTold } from './waiting-record';
import { longDate } from './booking-rules';

/**
 * Tells the first member in the bag's queue not yet told that it is free
 * (from `freeFrom`), and marks them told; their entry stays until they book
 * the bag or leave the list, and the next free-up tells the next member.
 * Returns the member told, or null when nobody waits.
 */
export async function notifyFirstWaiter(db: Queryable, productId: number, freeFrom: IsoDate, today: IsoDate): Promise<number | null> {
  const userId = await markFirstWaiterTold(db, productId, freeFrom);
  if (userId === undefined) return null;
  const product = await findBagNames(db, productId);
  if (!product) return null;
  const when = freeFrom <= today ? 'from today' : `from ${longDate(freeFrom)}`;
  await notify(
    db,
    userId,
    `Good news: ${product.title} is free`,
    `The ${product.title} by ${product.brand} you are waiting for can be booked ${when}. Book it before someone else does.`,
    `#/book-bag/${product.url}`,
  );
  return userId;
}
