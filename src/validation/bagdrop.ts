// The limits of a bag drop (a member offering a bag to the club), checked by the
// form before anything is sent and by the server's request shape.

export const BAGDROP_LIMITS = {
  brand: 60,
  title: 100,
  colour: 40,
  condition: 40,
  description: 1000,
  /** Photos per offer, and the bytes and types of each. */
  photos: 6,
  photoBytes: 5 * 1024 * 1024,
} as const;

export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The earliest purchase year taken; the latest is this year (by the checker's clock). */
export const FIRST_PURCHASE_YEAR = 1900;

export const purchaseYearOk = (year: number, thisYear: number): boolean => Number.isInteger(year) && year >= FIRST_PURCHASE_YEAR && year <= thisYear;

/** The member's words for each rule, on the form and in the server's answer alike. */
export const BAGDROP_MESSAGES = {
  brandRequired: 'Brand is required.',
  conditionRequired: 'Choose the condition of the bag.',
  purchaseYear: 'Enter the year you bought it, like 2021.',
  photosNone: 'Add at least one photo of the bag.',
  photosTooMany: `Add at most ${BAGDROP_LIMITS.photos} photos.`,
} as const;
