import type { ServerContext } from '../context';
import { decisionReason } from '../applications/decide-application';
import {
  adminProductJson,
  CATALOGUE_MESSAGES,
  cleanProduct,
  discard,
  insertBag,
  MAX_PRODUCT_PHOTOS,
  type ProductInput,
  storePhoto,
  type StoredPhoto,
  storePhotos,
} from '../catalogue/manage-catalogue';
import { findAdminProduct } from '../catalogue/catalogue-admin-record';
import { conflict, invalidInput, notFound } from '../domain-error';
import { bagdropAccepted, bagdropDeclined } from '../notifications/member-events';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { documentsOf } from '../uploads/document-store';
import { bagdropJson, findBagdrop, findBagdropPhotos, recordBagdropDecision } from './bagdrop-record';

export const BAGDROP_MESSAGES = {
  noBagdrop: 'No such bag drop.',
  decided: (status: string) => `This bag drop has already been ${status.toLowerCase()}.`,
  unknownPhoto: 'Keep only photos of this bag drop.',
} as const;

/**
 * A bag drop joins the collection: a new bag from the operator's form
 * (prefilled from the offer), with the offer's photos the operator kept
 * (copied, so the catalogue owns its pictures) and any new ones. The member is
 * told, and the decision is audited.
 */
export async function acceptBagdrop(ctx: ServerContext, actor: Actor, id: number, input: ProductInput & { keepPhotoIds?: number[] | null }, files: unknown[]) {
  const product = cleanProduct(input);
  const offer = await findBagdrop(ctx.db, id);
  if (!offer) throw notFound(BAGDROP_MESSAGES.noBagdrop);
  if (offer.status !== 'SUBMITTED') throw conflict(BAGDROP_MESSAGES.decided(offer.status));
  const photos = await findBagdropPhotos(ctx.db, { bagdropId: id });
  const keep = [...new Set(input.keepPhotoIds ?? photos.map((p) => p.id))];
  if (keep.some((photoId) => !photos.some((p) => p.id === photoId)))
    throw invalidInput(BAGDROP_MESSAGES.unknownPhoto, { keepPhotoIds: BAGDROP_MESSAGES.unknownPhoto });
  if (keep.length + files.length > MAX_PRODUCT_PHOTOS) throw invalidInput(CATALOGUE_MESSAGES.tooManyPhotos, { photos: CATALOGUE_MESSAGES.tooManyPhotos });

  const stored: StoredPhoto[] = [];
  try {
    for (const [i, photo] of photos.filter((p) => keep.includes(p.id)).entries()) {
      const kept = await documentsOf(ctx).get(photo.path);
      if (!kept) throw notFound(`Photo ${i + 1} of this bag drop is missing from the document store.`);
      const file = new File([new Uint8Array(kept.bytes)], photo.original_name || `photo-${photo.id}`, { type: photo.type });
      stored.push(await storePhoto(ctx, file, 'products', `Photo ${i + 1}`));
    }
    stored.push(...(await storePhotos(ctx, files, stored.length, 'products')));
    const now = ctx.now();
    return await ctx.db.transaction(async (tx) => {
      const locked = await findBagdrop(tx, id, true);
      if (!locked || locked.status !== 'SUBMITTED') throw conflict(BAGDROP_MESSAGES.decided(locked?.status ?? 'decided'));
      const productId = await insertBag(tx, product, stored, now);
      const row = (await findAdminProduct(tx, productId))!;
      await recordBagdropDecision(tx, id, { status: 'ACCEPTED', by: actor.userId, at: now, productId });
      await bagdropAccepted(tx, offer.user_id, { brand: offer.brand, productRoute: `/book-bag/${row.url}` });
      await writeAudit(tx, actor, now, {
        action: 'bagdrop.accept',
        subjectType: 'bagdrop',
        subjectId: id,
        summary: `Accepted the ${offer.brand} bag offered by ${offer.first_name} ${offer.last_name} into the collection as ${product.title}`,
        before: { status: 'SUBMITTED' },
        after: { status: 'ACCEPTED', productId },
      });
      return { bagdrop: bagdropJson((await findBagdrop(tx, id))!), product: adminProductJson(row) };
    });
  } catch (error) {
    await discard(ctx, stored);
    throw error;
  }
}

/** A bag drop the club will not take, with the reason the member reads. */
export async function declineBagdrop(ctx: ServerContext, actor: Actor, id: number, reasonText: string | null | undefined) {
  const reason = decisionReason('DECLINED', reasonText)!;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const offer = await findBagdrop(tx, id, true);
    if (!offer) throw notFound(BAGDROP_MESSAGES.noBagdrop);
    if (offer.status !== 'SUBMITTED') throw conflict(BAGDROP_MESSAGES.decided(offer.status));
    await recordBagdropDecision(tx, id, { status: 'DECLINED', by: actor.userId, at: now, reason });
    await bagdropDeclined(tx, offer.user_id, { brand: offer.brand }, reason);
    await writeAudit(tx, actor, now, {
      action: 'bagdrop.decline',
      subjectType: 'bagdrop',
      subjectId: id,
      summary: `Declined the ${offer.brand} bag offered by ${offer.first_name} ${offer.last_name}: ${reason}`,
      before: { status: 'SUBMITTED' },
      after: { status: 'DECLINED', reason },
    });
    return bagdropJson((await findBagdrop(tx, id))!);
  });
}
