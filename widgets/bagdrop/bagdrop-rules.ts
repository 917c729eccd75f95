import { BAGDROP_LIMITS, BAGDROP_MESSAGES, PHOTO_TYPES, purchaseYearOk } from '../../src/validation/bagdrop';

export const MAX_PHOTOS = BAGDROP_LIMITS.photos;

export interface BagdropDraft {
  brand: string;
  title: string;
  colour: string;
  condition: string;
  purchaseYear: string;
  description: string;
}

export const EMPTY_DRAFT: BagdropDraft = { brand: '', title: '', colour: '', condition: '', purchaseYear: '', description: '' };

export type BagdropErrors = Partial<Record<keyof BagdropDraft | 'photos', string>>;

/** The server's limits (src/validation/bagdrop.ts), checked here first so nothing is sent in vain. */
export function validateBagdrop(draft: BagdropDraft, photos: readonly File[], thisYear = new Date().getFullYear()): BagdropErrors {
  const errors: BagdropErrors = {};
  const brand = draft.brand.trim();
  if (!brand) errors.brand = BAGDROP_MESSAGES.brandRequired;
  else if (brand.length > BAGDROP_LIMITS.brand) errors.brand = `Brand can be at most ${BAGDROP_LIMITS.brand} characters.`;
  if (draft.title.trim().length > BAGDROP_LIMITS.title) errors.title = `Model can be at most ${BAGDROP_LIMITS.title} characters.`;
  if (draft.colour.trim().length > BAGDROP_LIMITS.colour) errors.colour = `Colour can be at most ${BAGDROP_LIMITS.colour} characters.`;
  if (!draft.condition) errors.condition = BAGDROP_MESSAGES.conditionRequired;
  const year = draft.purchaseYear.trim();
  if (year && (!/^\d{4}$/.test(year) || !purchaseYearOk(Number(year), thisYear))) errors.purchaseYear = BAGDROP_MESSAGES.purchaseYear;
  if (draft.description.length > BAGDROP_LIMITS.description) errors.description = `Description can be at most ${BAGDROP_LIMITS.description} characters.`;
  if (photos.length === 0) errors.photos = BAGDROP_MESSAGES.photosNone;
  else if (photos.length > MAX_PHOTOS) errors.photos = BAGDROP_MESSAGES.photosTooMany;
  else {
    const wrongType = photos.find((f) => !PHOTO_TYPES.includes(f.type));
    const tooBig = photos.find((f) => f.size > BAGDROP_LIMITS.photoBytes);
    if (wrongType) errors.photos = `${wrongType.name} is not a JPEG, PNG or WebP photo.`;
    else if (tooBig) errors.photos = `${tooBig.name} is larger than 5 MB.`;
  }
  return errors;
}
