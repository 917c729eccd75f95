import { Link } from '../layout/link';
import { formatDay } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { applicationQueueStore } from './operator-stores';

/** How many of the oldest applications the dashboard names: enough to start the day, the rest are one link away. */
const SHOWN = 5;
// The queue's own call and order (undecided only, oldest submitted first), so Today and Applications agree.
const OLDEST = JSON.stringify({ status: 'PENDING', sort: 'submitted', dir: 'asc', page: 0, size: SHOWN });

/** Today's applications waiting, oldest first: who sent it and when, each a link to its review. */
export function TodayApplications({ waiting }: { waiting?: number }) {
  const { state, retry } = useQuery(applicationQueueStore(OLDEST));
  return (
    <section aria-labelledby="ops-today-applications">
      <h2 id="ops-today-applications">Applications waiting, oldest first</h2>
      <LoadSection state={state} retry={retry} what="the applications waiting">
        {(rows) =>
          rows.length === 0 ? (
            <p className="ops-muted">No application is waiting for a decision.</p>
          ) : (
            <>
              <ol className="ops-list">
                {rows.map((a) => (
                  <li key={a.applicationId}>
                    <Link to={`/operator/applications/${a.userId}`}>{a.name}</Link>, sent on {formatDay(a.submittedAt, 'numeric')}
                    {a.city ? ` from ${a.city}` : ''}
                  </li>
                ))}
              </ol>
              {waiting !== undefined && waiting > rows.length ? (
                <p>
                  <Link to="/operator/applications?status=PENDING">See all {waiting} applications waiting</Link>
                </p>
              ) : null}
            </>
          )
        }
      </LoadSection>
    </section>
  );
}
