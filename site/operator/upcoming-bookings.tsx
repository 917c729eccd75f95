import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../layout/link';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { upcomingStore } from './operator-stores';

// Operators read dates the Indian way: dd/mm/yyyy (an ISO day is that calendar day, read in UTC).
const indianDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** The shipping lead time in words ("two days before a booking starts"); the server's default (2) until the board has loaded. */
export function shippingLeadWords(days = 2): string {
  return days === 0 ? 'the day' : days === 1 ? 'one day' : `${days} days`;
}

/**
 * Fulfilment's weeks ahead: every booking not yet shipped that starts in the chosen range,
 * however far out. The range lives in the address (?from=&to=), so a view can be shared or
 * reloaded; without one the server gives the next 30 days.
 */
export function UpcomingBookings() {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const { state, retry } = useQuery(upcomingStore(JSON.stringify(range)), { keepPrevious: true });
  const fromId = useId();
  const toId = useId();
  const change = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const shown = state.kind === 'ready' ? state.value : null;
  return (
    <section className="ops-section" aria-labelledby="ops-upcoming">
      <h2 id="ops-upcoming">Coming up</h2>
      <div className="ops-actions">
        <div className="field">
          <label className="field__label" htmlFor={fromId}>
            Starting from
          </label>
          <input
            id={fromId}
            className="field__input"
            type="date"
            value={range.from ?? shown?.from ?? ''}
            onChange={(e) => change('from', e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={toId}>
            Until
          </label>
          <input id={toId} className="field__input" type="date" value={range.to ?? shown?.to ?? ''} onChange={(e) => change('to', e.currentTarget.value)} />
        </div>
      </div>
      <LoadSection state={state} retry={retry} what="the bookings coming up">
        {(upcoming) =>
          upcoming.bookings.length === 0 ? (
            <p className="ops-card">
              No booking starts between {indianDay(upcoming.from)} and {indianDay(upcoming.to)}.
            </p>
          ) : (
            <div className="ops-table-wrap">
              <table className="ops-table">
                <caption className="visually-hidden">
                  Bookings starting between {indianDay(upcoming.from)} and {indianDay(upcoming.to)}, by start day
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Starts</th>
                    <th scope="col">Ships by</th>
                    <th scope="col">Returns</th>
                    <th scope="col">Bag</th>
                    <th scope="col">Member</th>
                    <th scope="col">City</th>
                  </tr>
                </thead>
                <tbody>
                  {upcoming.bookings.map((b) => (
                    <tr key={b.bookingId}>
                      <td>{indianDay(b.startDate)}</td>
                      <td>
                        {indianDay(b.dispatchDate)}
                        {b.lateToShip ? <span className="badge badge--bad"> Late to ship</span> : null}
                      </td>
                      <td>{indianDay(b.returnDate)}</td>
                      <td>
                        {b.bag.brand ? `${b.bag.brand} ` : ''}
                        {b.bag.title}
                      </td>
                      <td>
                        <Link to={`/operator/members/${b.member.userId}`}>{b.member.name}</Link>
                      </td>
                      <td>{b.address.city}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadSection>
    </section>
  );
}
