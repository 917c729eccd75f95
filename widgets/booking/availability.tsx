import type { Product } from '../../src/api/shapes/product';
import { formatDay } from '../../src/ui/format';
import { useOnDemand } from '../../src/ui/on-demand';
import { PartLoading } from '../../src/ui/on-demand-part';
import { calendarPart } from './calendar-part';
import { addDays, todayIso } from './dates';
import { bookedRanges, isOutNow } from './product-facts';
import { useNearScreen } from './use-near-screen';

/** Beside the badge: when a bag that is out is free again, or a free bag's next booking. */
export function availabilityLine(product: Product, today = todayIso()): string {
  const ranges = bookedRanges(product);
  if (isOutNow(product, today)) return product.nextAvailableDate ? `Free again from ${formatDay(product.nextAvailableDate)}.` : '';
  const next = ranges.find((r) => r.startDate > today);
  return next ? `Next booked ${formatDay(next.startDate)} to ${formatDay(next.returnDate)}.` : 'Free on every day from today.';
}

/**
 * When the bag is free. With `calendar` (for those who cannot book it yet) the months
 * show its booked and free days; a member books on the calendar of the booking form.
 */
export function Availability({ product, calendar = false }: { product: Product; calendar?: boolean }) {
  const out = isOutNow(product);
  const today = todayIso();
  // The calendar's code is fetched as its place nears the screen, so a visitor who only looks at the bag never waits for it.
  const { near, spot } = useNearScreen<HTMLDivElement>(calendar);
  const Calendar = useOnDemand(calendarPart, calendar && near);
  return (
    <section className="availability" aria-labelledby="availability-title">
      <h3 id="availability-title" className={calendar ? undefined : 'visually-hidden'}>
        Availability
      </h3>
      <p className="availability-line">
        <span className={out ? 'badge badge-out' : 'badge badge-free'}>{out ? 'Out on loan' : 'Available now'}</span>{' '}
        <span className="hint">{availabilityLine(product, today)}</span>
      </p>
      {calendar &&
        (Calendar ? (
          <Calendar booked={bookedRanges(product)} limits={{ today }} horizon={addDays(today, 365)} label="When the bag is free" />
        ) : (
          <div ref={spot}>
            <PartLoading what="the calendar" />
          </div>
        ))}
    </section>
  );
}
