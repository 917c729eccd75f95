import type { Product } from '../../src/api/shapes/product';
import { formatDay } from '../../src/ui/format';
import { bookedRanges, isOutNow } from './product-facts';

/** When the bag is free: every day outside the listed bookings. */
export function Availability({ product }: { product: Product }) {
  const ranges = bookedRanges(product);
  const out = isOutNow(product);
  return (
    <section className="availability" aria-label="Availability">
      <p className={out ? 'badge badge-out' : 'badge badge-free'}>{out ? 'Out on loan' : 'Available now'}</p>
      {ranges.length === 0 ? (
        <p className="hint">Free on every day from today.</p>
      ) : (
        <>
          <p className="hint">Free on every day except these bookings:</p>
          <ul className="ranges">
            {ranges.map((r) => (
              <li key={`${r.startDate}-${r.returnDate}`}>
                Booked {formatDay(r.startDate)} to {formatDay(r.returnDate)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
