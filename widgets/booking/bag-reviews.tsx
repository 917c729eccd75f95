import { apiUrl } from '../../src/api/http';
import type { BagReviews as Reviews } from '../../src/api/shapes/bag-reviews';
import { formatDay } from '../../src/ui/format';
import { usePartStyles } from '../../src/ui/on-demand-part';

export const BAG_REVIEWS_CSS = `
.reviews { margin-top: 40px; padding-top: 16px; border-top: 1px solid var(--tote-line); }
.reviews-summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; margin: 0 0 16px; }
.reviews-average { font-size: 1.5rem; font-weight: 600; }
.reviews-list { display: grid; gap: 20px; margin: 0; padding: 0; list-style: none; }
.review-item { display: grid; gap: 6px; padding-bottom: 16px; border-bottom: 1px solid var(--tote-line); }
.review-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; margin: 0; }
.review-stars { color: var(--tote-accent); letter-spacing: 2px; }
.review-text { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.review-photo { width: 160px; height: 160px; object-fit: cover; border-radius: 6px; background: var(--tote-paper); }
`;

const starsText = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));
const ratingWords = (rating: number) => `Rated ${rating} out of 5`;

/**
 * The bag's approved reviews (booking.tsx shows them only when there are some): the average and the
 * count, then each with its author (first name and initial), the day it was published (dd/mm/yyyy),
 * its stars, text and photo. Members' words are text, never markup.
 */
export function BagReviews({ reviews }: { reviews: Reviews }) {
  const styled = usePartStyles(BAG_REVIEWS_CSS);
  const average = reviews.average ?? 0;
  return (
    <section className="reviews" aria-labelledby="reviews-title" ref={styled}>
      <h3 id="reviews-title">Members’ reviews</h3>
      <p className="reviews-summary">
        <span className="reviews-average">{average.toFixed(1)}</span>
        <span className="review-stars" aria-hidden="true">
          {starsText(Math.round(average))}
        </span>
        <span className="visually-hidden">out of 5 on average, </span>
        <span>
          {reviews.count} {reviews.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className="reviews-list">
        {reviews.reviews.map((r) => (
          <li key={r.reviewId} className="review-item">
            <p className="review-head">
              <strong>{r.author}</strong>
              <span className="review-stars" role="img" aria-label={ratingWords(r.rating)}>
                {starsText(r.rating)}
              </span>
              <span className="muted">{formatDay(r.date, 'numeric')}</span>
            </p>
            <p className="review-text">{r.text}</p>
            {r.photoUrl ? <img className="review-photo" src={apiUrl(r.photoUrl)} alt={`Photo by ${r.author}`} loading="lazy" width={160} height={160} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
