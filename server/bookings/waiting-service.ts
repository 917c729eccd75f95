import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { findProduct } from '../catalogue/product-record';
import { conflict, forbidden, notFound } from '../domain-error';
import type { WaitingEntry } from '../../src/api/shapes/waiting';
import { WAITING_FOR_MEMBERS } from './booking-rules';
import { NO_SUCH_BAG } from './booking-service';
import { findEntry } from './booking-answers';
import { holderOn, joinWaitingList } from './waiting-record';

export const ALREADY_WAITING = 'You are already on the waiting list for this bag.';
export const BAG_IS_FREE = 'This bag is free today: book it instead of waiting.';
export const YOU_HAVE_IT = 'This bag is out with you: there is nothing to wait for.';
export const NOT_WAITING = 'You are not on the waiting list for this bag.';

/** POST /api/waiting/save: an ACTIVE member joins the list of a bag that is out today, once. */
export async function joinQueue(ctx: ServerContext, member: { userId: number; status: string }, productId: number): Promise<WaitingEntry> {
  if (member.status !== 'ACTIVE') throw forbidden(WAITING_FOR_MEMBERS);
  if (!(await findProduct(ctx.db, { id: productId }))) throw notFound(NO_SUCH_BAG);
  const today = isoDay(ctx.now());
  const holder = await holderOn(ctx.db, productId, today);
  if (holder === null) throw conflict(BAG_IS_FREE);
  if (holder === member.userId) throw conflict(YOU_HAVE_IT);
  if (!(await joinWaitingList(ctx.db, productId, member.userId))) throw conflict(ALREADY_WAITING);
  return (await findEntry(ctx.db, productId, member.userId, today))!;
}
