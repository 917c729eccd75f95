import type { NewBagdrop } from '../../src/api/shapes/requests/bagdrop';
import { type BagdropDraft, type BagdropErrors, validateBagdrop } from './bagdrop-rules';

// What the bag-drop form sends and shows, kept out of the component: the conditions to choose from, the request
// made of the draft, and the photo list's words.

/** The usual four, until the club's own list (predefined CONDITION) has loaded, or when it cannot be. */
export const FALLBACK_CONDITIONS: readonly { code: string; name: string }[] = [
  { code: 'NEW_WITH_TAGS', name: 'New with tags' },
  { code: 'EXCELLENT', name: 'Excellent: barely used' },
  { code: 'GOOD', name: 'Good: light signs of use' },
  { code: 'FAIR', name: 'Fair: visible wear' },
];

/** The conditions to offer: the club's own list when it has one (an entry without a code is sent by its name). */
export function conditionChoices(listed: readonly { code?: string | null; name: string }[] | undefined): readonly { code: string; name: string }[] {
  return listed?.length ? listed.map((c) => ({ code: c.code ?? c.name, name: c.name })) : FALLBACK_CONDITIONS;
}

/** A photo's size as the list shows it: whole kilobytes (at least 1) below a megabyte, then megabytes to one decimal. */
export const photoSizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The `bagdrop` part of POST /api/bagdrop/save: trimmed, and an optional field left blank is not sent. */
export function bagdropBody(draft: BagdropDraft, userId: number): NewBagdrop {
  return {
    userId,
    brand: draft.brand.trim(),
    condition: draft.condition,
    ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
    ...(draft.colour.trim() ? { colour: draft.colour.trim() } : {}),
    ...(draft.purchaseYear.trim() ? { purchaseYear: Number(draft.purchaseYear) } : {}),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
  };
}

/** The errors once the photos changed: the photos' message, if one is shown, is checked again against the new list. */
export function recheckPhotos(errors: BagdropErrors, draft: BagdropDraft, photos: readonly File[]): BagdropErrors {
  return errors.photos ? { ...errors, photos: validateBagdrop(draft, photos).photos } : errors;
}
