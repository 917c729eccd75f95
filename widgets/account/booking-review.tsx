import { useState, type FormEvent } from 'react';
import { saveReview } from '../../src/api/review';
import type { Booking } from '../../src/api/shapes/booking';
import type { MyReview } from '../../src/api/shapes/review';
import { $myReviews, REVIEW_KEYS } from '../../src/stores/review-store';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { SiteLink } from '../../src/ui/site-link';
import { TextAreaField } from '../../src/ui/text-area-field';
import { useInlineForm } from '../../src/ui/use-inline-form';
import { useQuery } from '../../src/ui/use-query';
import { useWrite } from '../../src/ui/use-write';
import { REVIEW_LIMITS, reviewDraftErrors } from '../../src/validation/review';
import { REVIEW_CSS } from './review-styles';

const RATINGS = [1, 2, 3, 4, 5] as const;
const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** What the member reads about their review, by its status. */
function reviewState(review: MyReview): string {
  if (review.status === 'APPROVED') return `Your review (${stars(review.rating)}) is published on the bag’s page.`;
  if (review.status === 'REJECTED')
    return `Your review (${stars(review.rating)}) was not published: ${review.reason ?? 'the club did not accept it.'} You can change it and send it again.`;
  return `Your review (${stars(review.rating)}) is waiting for the club’s check; you can change it until it is published.`;
}

/**
 * A returned booking's review: rate the bag 1–5, a few words and an optional photo, once the bag has been
 * checked in. Edited until an operator approves it. Left out on a backend without reviews (ours, not the spec's).
 */
export function BookingReview({ booking }: { booking: Booking }) {
  // A booking whose check-in the server does not tell (the spec's bookings) asks for no reviews at all.
  return booking.checkedInAt ? <CheckedInReview booking={booking} /> : null;
}

function CheckedInReview({ booking }: { booking: Booking }) {
  const { state } = useQuery($myReviews, { keepPrevious: true });
  if (state.kind !== 'ready' || !state.value.served) return null;
  return <ReviewPart booking={booking} review={state.value.byBooking.get(booking.bookingId) ?? null} />;
}

export function ReviewPart({ booking, review }: { booking: Booking; review: MyReview | null }) {
  const styled = usePartStyles(REVIEW_CSS);
  const form = useInlineForm('input[type="radio"]:checked, input[type="radio"]');
  const title = booking.product?.title ?? 'this bag';

  const editable = review?.status !== 'APPROVED';
  return (
    <div className="row-item__full review" ref={styled}>
      {review && !form.open ? <p className="muted">{reviewState(review)}</p> : null}
      {review?.status === 'APPROVED' && booking.product?.url ? (
        <SiteLink route={`/book-bag/${encodeURIComponent(booking.product.url)}`}>
          See it on the bag’s page<span className="visually-hidden">: {title}</span>
        </SiteLink>
      ) : null}
      {form.open ? (
        <ReviewForm
          formRef={form.formRef}
          booking={booking}
          review={review}
          title={title}
          onCancel={form.cancel}
          onSaved={() => form.finish(`Thank you: your review of ${title} is with the club, and appears on the bag’s page once approved.`)}
        />
      ) : editable ? (
        <button ref={form.buttonRef} type="button" className="button" onClick={form.show}>
          {review ? 'Edit your review' : 'Review this bag'}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
      {form.done ? (
        <p ref={form.noteRef} tabIndex={-1} className="status-text" role="status">
          {form.done}
        </p>
      ) : null}
    </div>
  );
}

interface FormProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  booking: Booking;
  review: MyReview | null;
  title: string;
  onCancel: () => void;
  onSaved: () => void;
}

function ReviewForm({ formRef, booking, review, title, onCancel, onSaved }: FormProps) {
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [text, setText] = useState(review?.text ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const write = useWrite<MyReview>({ invalidates: REVIEW_KEYS });
  const errors = { ...write.fieldErrors, ...checked };
  const legendId = `review-stars-${booking.bookingId}`;
  const photoId = `review-photo-${booking.bookingId}`;

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = reviewDraftErrors({ rating, text, photo });
    setChecked(found);
    if (Object.keys(found).length > 0) {
      // The first field to put right takes the focus, so its message is read out.
      const first = found.rating ? 'input[type="radio"]' : found.text ? 'textarea' : 'input[type="file"]';
      formRef.current?.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    const saved = await write.run(() => saveReview({ bookingId: booking.bookingId, rating: rating!, text, removePhoto: removePhoto || null }, photo));
    if (saved.ok) onSaved();
  }

  return (
    <form ref={formRef} className="review__form" noValidate onSubmit={send} aria-label={`Your review of ${title}`}>
      <fieldset className="review__stars" aria-describedby={errors.rating ? `${legendId}-error` : undefined}>
        <legend id={legendId}>Your rating</legend>
        <div className="review__star-row">
          {RATINGS.map((n) => (
            <label key={n} className="review__star">
              <input type="radio" name={legendId} value={n} checked={rating === n} onChange={() => setRating(n)} />
              {n} <span aria-hidden="true">★</span>
              <span className="visually-hidden">{n === 1 ? ' star' : ' stars'}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${legendId}-error`} className="field__error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Your review"
        value={text}
        onChange={setText}
        rows={5}
        maxLength={REVIEW_LIMITS.maxText}
        hint={`How it carried, what it held, what people said: at least ${REVIEW_LIMITS.minText} characters. Other members read it with your first name and initial.`}
        error={errors.text}
        required
      />
      <div className="field review__photo">
        <label htmlFor={photoId} className="field__label">
          {review?.hasPhoto ? 'A new photo' : 'A photo of you with the bag'} <span className="field__optional">(optional: JPEG, PNG or WebP, up to 5 MB)</span>
        </label>
        <input
          id={photoId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={errors.photo ? `${photoId}-error` : undefined}
          onChange={(e) => setPhoto(e.currentTarget.files?.[0] ?? null)}
        />
        {errors.photo ? (
          <p id={`${photoId}-error`} className="field__error">
            {errors.photo}
          </p>
        ) : null}
        {review?.hasPhoto && !photo ? (
          <label className="review__remove">
            <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.currentTarget.checked)} /> Remove the photo I sent
          </label>
        ) : null}
      </div>
      {write.error && !Object.keys(write.fieldErrors).length ? (
        <p className="error-text" role="alert">
          {write.error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={write.busy}>
          {write.busy ? 'Sending…' : review ? 'Save your review' : 'Send your review'}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
