import type { Booking } from '../../src/api/shapes/booking';
import type { MyReview } from '../../src/api/shapes/review';
import { $myReviews } from '../../src/stores/review-store';
import { onDemand } from '../../src/ui/on-demand';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { SiteLink } from '../../src/ui/site-link';
import { InlineFormNotes } from '../../src/ui/inline-form-notes';
import { useInlineForm } from '../../src/ui/use-inline-form';
import { useQuery } from '../../src/ui/use-query';
import { REVIEW_CSS } from './review-styles';

const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

const NO_FORM = 'The review form could not be loaded. Check your connection and try again.';
/** Most returned bags are never reviewed: the form's code (and its text field) comes when a member reaches for it. */
const reviewForm = onDemand(() => import('./review-form').then((m) => m.ReviewForm));

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
  const form = useInlineForm('input[type="radio"]:checked, input[type="radio"]', reviewForm);
  const { Form } = form;
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
      {form.open && Form ? (
        <Form
          formRef={form.formRef}
          booking={booking}
          review={review}
          title={title}
          onCancel={form.cancel}
          onSaved={() => form.finish(`Thank you: your review of ${title} is with the club, and appears on the bag’s page once approved.`)}
        />
      ) : editable ? (
        <button ref={form.buttonRef} type="button" className="button" onPointerEnter={form.prefetch} onFocus={form.prefetch} onClick={form.show}>
          {review ? 'Edit your review' : 'Review this bag'}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
      <InlineFormNotes form={form} failedText={NO_FORM} />
    </div>
  );
}
