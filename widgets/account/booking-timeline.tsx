import type { Booking } from '../../src/api/shapes/booking';
import { formatDay } from '../../src/ui/format';
import { currentStep, timelineSteps } from './booking-phase';

/**
 * Where a booking is, as an ordered list: booked → shipped → delivered → return
 * pickup → checked in, with dates where known (the due day, for what is still to
 * come). The step in progress is marked aria-current="step".
 */
export function BookingTimeline({ booking, today }: { booking: Booking; today: string }) {
  if (booking.status?.name === 'CANCELLED') return null;
  const steps = timelineSteps(booking, today);
  const current = currentStep(steps);
  const title = booking.product?.title ?? `booking ${booking.bookingId}`;
  return (
    <ol className="timeline row-item__full" aria-label={`Where ${title} is`}>
      {steps.map((step) => {
        const state = step.done ? 'done' : step.key === current ? 'current' : 'todo';
        return (
          <li key={step.key} className={`timeline__step timeline__step--${state}`} aria-current={step.key === current ? 'step' : undefined}>
            <span className="timeline__label">
              {step.label}
              <span className="visually-hidden">{step.done ? ' (done)' : step.key === current ? ' (next)' : ''}</span>
            </span>
            {step.when ? <span className="timeline__when">{step.done ? formatDay(step.when) : `due ${formatDay(step.when)}`}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
