import { useEffect, useRef } from 'react';
import type { Booking } from '../../src/api/shapes/booking';
import { BOOKING_TERMS } from '../../src/config/booking-facts';
import { formatDay } from '../../src/ui/format';
import { SiteLink } from '../../src/ui/site-link';
import type { BookingTerms } from './booking-terms';
import { BookingTermsList } from './booking-summary';

/**
 * After booking: the same facts as the summary, what happens next, and the
 * delivery and pickup as a calendar file. Focus comes to its heading.
 */
export function BookingConfirmation({ booking, bagTitle, terms, onAgain }: { booking: Booking; bagTitle: string; terms: BookingTerms; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // The file's code (and the download helper) only when asked for: most members never press it.
  async function downloadCalendar() {
    const [{ bookingIcs }, { saveBlob }] = await Promise.all([import('./booking-ics'), import('../../src/api/order')]);
    const text = bookingIcs({
      bookingId: booking.bookingId,
      bagTitle,
      startDate: booking.startDate,
      returnDate: booking.returnDate,
      address: (terms.address ?? []).join(', '),
      deliveryWindow: BOOKING_TERMS.deliveryWindow,
      pickupWindow: BOOKING_TERMS.pickupWindow,
    });
    saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `tote-booking-${booking.bookingId}.ics`);
  }

  return (
    <section className="done confirmation" aria-labelledby="confirmation-title">
      <h3 id="confirmation-title" className="done-title" ref={heading} tabIndex={-1}>
        Booked: {bagTitle} is yours
      </h3>
      <p role="status">
        {bagTitle} is yours from {formatDay(booking.startDate)} to {formatDay(booking.returnDate)}. You will find it under My bookings and in My Account.
      </p>
      <BookingTermsList terms={terms} />
      <h4>What happens next</h4>
      <ol className="next-steps">
        <li>On {formatDay(terms.dispatchDay, 'weekday')} we hand the bag to the courier; its waybill and progress appear in My Account.</li>
        <li>When it arrives, check it and tell us within {BOOKING_TERMS.reportWithinHours} hours if anything is missing or damaged.</li>
        <li>The day before your return day we remind you. On {formatDay(booking.returnDate, 'weekday')}, pack it as it came; our courier collects it.</li>
      </ol>
      <div className="row">
        <button type="button" className="button button-primary" onClick={() => void downloadCalendar()}>
          Add to my calendar (.ics)
        </button>
        <SiteLink route="/my-profile" className="button">
          Go to My Account
        </SiteLink>
        <button type="button" className="button" onClick={onAgain}>
          Book other days
        </button>
      </div>
    </section>
  );
}
