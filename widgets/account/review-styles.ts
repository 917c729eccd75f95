/** The review of a returned booking in My Account: the stars to choose and the review's state. */
export const REVIEW_CSS = `
.review { display: grid; gap: 12px; }
.review__form { display: grid; gap: 16px; max-width: 560px; }
.review__stars { border: 0; margin: 0; padding: 0; min-width: 0; }
.review__stars legend { font-weight: 600; padding: 0; margin-bottom: 8px; }
.review__star-row { display: flex; flex-wrap: wrap; gap: 8px; }
.review__star { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 12px; border: 1px solid var(--tote-line, #d8d0c4); border-radius: 4px; cursor: pointer; }
.review__star:has(input:checked) { border-color: currentColor; font-weight: 600; }
.review__star:focus-within { outline: 2px solid currentColor; outline-offset: 2px; }
.review__photo input[type='file'] { width: 100%; min-height: 44px; }
.review__quote { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;
