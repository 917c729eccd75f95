import { useState, type FormEvent } from 'react';
import { saveReview } from '../../src/api/review';
import type { Booking } from '../../src/api/shapes/booking';
import type { MyReview } from '../../src/api/shapes/review';
import { REVIEW_KEYS } from '../../src/stores/review-store';
import { FormActions } from '../../src/ui/form-actions';
import { TextAreaField } from '../../src/ui/text-area-field';
import { useWrite } from '../../src/ui/use-write';
import { REVIEW_LIMITS, reviewDraftErrors } from '../../src/validation/review';

const RATINGS = [1, 2, 3, 4, 5] as const;

export interface ReviewFormProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  booking: Booking;
  review: MyReview | null;
  title: string;
  onCancel: () => void;
  onSaved: () => void;
}

/** The review's form: fetched when the member reaches for "Review this bag", not with the account. */
export function ReviewForm({ formRef, booking, review, title, onCancel, onSaved }: ReviewFormProps) {
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
      <FormActions
        error={Object.keys(write.fieldErrors).length ? null : write.error}
        busy={write.busy}
        disabled={write.busy}
        submit={review ? 'Save your review' : 'Send your review'}
        busyLabel="Sending…"
        onCancel={onCancel}
      />
    </form>
  );
}
