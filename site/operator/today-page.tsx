import { Link } from '../layout/link';
import type { OperatorCounts } from '../../src/api/shapes/operator';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { $operatorCounts } from './operator-stores';
import { TodayApplications } from './today-applications';

type CountKey = Exclude<keyof OperatorCounts, 'oldestApplicationAt'>;

/** The day's work, in the order it is done: each a count, what it means, and where to do it. */
const TILES: { key: CountKey; words: string; to: string; urgent?: boolean }[] = [
  { key: 'applicationsWaiting', words: 'applications waiting for a decision', to: 'applications' },
  { key: 'lateToShip', words: 'bags late to ship', to: 'fulfilment', urgent: true },
  { key: 'bagsToShip', words: 'bags to ship today', to: 'fulfilment' },
  { key: 'deliveriesExpected', words: 'deliveries on their way', to: 'fulfilment' },
  { key: 'returnsDueToday', words: 'returns due today, to check in', to: 'fulfilment' },
  { key: 'returnsOverdue', words: 'returns overdue', to: 'fulfilment', urgent: true },
  { key: 'bagDropsToReview', words: 'bag drops to review', to: 'bag-drops' },
  { key: 'reviewsWaiting', words: 'reviews waiting for a decision', to: 'reviews' },
  { key: 'paymentsAwaiting', words: 'payments by hand to confirm', to: 'payments' },
  { key: 'dataRequestsOpen', words: 'data requests open', to: 'data-requests' },
];

// Operators read dates the Indian way: dd/mm/yyyy.
const indianDay = (value: Date) => new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(value);

/** #/operator: the Today dashboard, what waits across the club, with a way into each list. */
export function TodayPage() {
  useDocumentTitle('Today · Back office');
  const { state, retry } = useQuery($operatorCounts);
  return (
    <section className="ops" aria-labelledby="ops-today">
      <div>
        <h1 id="ops-today">Today</h1>
        <p className="ops-lead">{indianDay(new Date())}: what waits across the club. Each figure opens the list where the work is done.</p>
      </div>
      <LoadSection state={state} retry={retry} what="today’s figures">
        {(counts) => (
          <>
            <ul className="ops-tiles">
              {TILES.filter(({ key }) => counts[key] !== undefined).map(({ key, words, to, urgent }) => {
                const count = counts[key] ?? 0;
                return (
                  <li key={key}>
                    <Link to={`/operator/${to}`} className={urgent && count > 0 ? 'ops-tile ops-tile--urgent' : 'ops-tile'}>
                      <span className="ops-tile__count">{count}</span>
                      <span>{words}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            {counts.oldestApplicationAt ? (
              <p className="ops-muted">The oldest application waiting was sent on {indianDay(new Date(counts.oldestApplicationAt))}.</p>
            ) : null}
            {counts.applicationsWaiting ? <TodayApplications waiting={counts.applicationsWaiting} /> : null}
          </>
        )}
      </LoadSection>
    </section>
  );
}
