import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import { messageMember } from '../messages/outbound-messages';
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
  // One message per bag, member and free day: a second instance or run telling the same news sends nothing.
  await messageMember(db, userId, 'waitlisted-bag-free', {
    eventKey: `waitlisted-bag-free:product-${productId}-${freeFrom}`,
    subject: `Good news: ${product.title} is free`,
    body: `The ${product.title} by ${product.brand} you are waiting for can be booked ${when}. Book it before someone else does.`,
    link: `#/book-bag/${product.url}`,
  });
  return userId;
}
