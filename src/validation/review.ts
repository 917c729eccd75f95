// The limits of a member's review of a bag, checked by the form before anything is sent and by the
// server's request shape, with the same words.

/** A review waits (PENDING) until an operator publishes it (APPROVED) or not (REJECTED). */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  /** Enough for a sentence, short enough to read on the bag page. */
  minText: 10,
  maxText: 2000,
  /** One photo, of the image types and size every upload is checked for. */
  photoBytes: 5 * 1024 * 1024,
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  textShort: `Write a few words about the bag (at least ${REVIEW_LIMITS.minText} characters).`,
  textLong: `Keep your review to ${REVIEW_LIMITS.maxText.toLocaleString('en-IN')} characters.`,
  photoType: 'Photo: use a JPEG, PNG or WebP image.',
  photoSize: `Photo: the file is larger than ${REVIEW_LIMITS.photoBytes / 1024 / 1024} MB.`,
} as const;

/** The text's own rule (trimmed length), or null when it passes. */
export function reviewTextProblem(text: string): string | null {
  const length = text.trim().length;
  if (length < REVIEW_LIMITS.minText) return REVIEW_MESSAGES.textShort;
  if (text.length > REVIEW_LIMITS.maxText) return REVIEW_MESSAGES.textLong;
  return null;
}

export const ratingOk = (rating: unknown): boolean =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= REVIEW_LIMITS.minRating && rating <= REVIEW_LIMITS.maxRating;

export const REVIEW_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** What the form checks before sending (the server checks again, the photo by its bytes): field → message. */
export function reviewDraftErrors(draft: { rating: number | null; text: string; photo: { type: string; size: number } | null }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!ratingOk(draft.rating)) errors.rating = REVIEW_MESSAGES.rating;
  const text = reviewTextProblem(draft.text);
  if (text) errors.text = text;
  if (draft.photo && !REVIEW_PHOTO_TYPES.includes(draft.photo.type)) errors.photo = REVIEW_MESSAGES.photoType;
  else if (draft.photo && draft.photo.size > REVIEW_LIMITS.photoBytes) errors.photo = REVIEW_MESSAGES.photoSize;
  return errors;
}
