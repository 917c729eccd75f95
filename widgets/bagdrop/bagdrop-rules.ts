export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

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

/** The server's limits (src/api/shapes/bagdrop.ts), checked here first so nothing is sent in vain. */
export function validateBagdrop(draft: BagdropDraft, photos: readonly File[], thisYear = new Date().getFullYear()): BagdropErrors {
  const errors: BagdropErrors = {};
  const brand = draft.brand.trim();
  if (!brand) errors.brand = 'Brand is required.';
  else if (brand.length > 60) errors.brand = 'Brand can be at most 60 characters.';
  if (draft.title.trim().length > 100) errors.title = 'Model can be at most 100 characters.';
  if (draft.colour.trim().length > 40) errors.colour = 'Colour can be at most 40 characters.';
  if (!draft.condition) errors.condition = 'Choose the condition of the bag.';
  const year = draft.purchaseYear.trim();
  if (year && (!/^\d{4}$/.test(year) || Number(year) > thisYear || Number(year) < 1900)) errors.purchaseYear = 'Enter the year you bought it, like 2021.';
  if (draft.description.length > 1000) errors.description = 'Description can be at most 1000 characters.';
  if (photos.length === 0) errors.photos = 'Add at least one photo of the bag.';
  else if (photos.length > MAX_PHOTOS) errors.photos = `Add at most ${MAX_PHOTOS} photos.`;
  else {
    const wrongType = photos.find((f) => !PHOTO_TYPES.includes(f.type));
    const tooBig = photos.find((f) => f.size > MAX_PHOTO_BYTES);
    if (wrongType) errors.photos = `${wrongType.name} is not a JPEG, PNG or WebP photo.`;
    else if (tooBig) errors.photos = `${tooBig.name} is larger than 5 MB.`;
  }
  return errors;
}
