import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoment } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { applicationQueueStore } from './operator-stores';
import { StatusBadge } from '../../src/ui/status-badge';
import { SelectField } from '../../src/ui/select-field';

type Queue = 'ALL' | 'PENDING' | 'ONHOLD';
const SIZE = 50;

/** #/operator/applications: who waits for a decision, oldest first. */
export function ApplicationsPage() {
  useDocumentTitle('Applications · Back office');
  const [queue, setQueue] = useState<Queue>('ALL');
  const [page, setPage] = useState(0);
  const { state, retry } = useQuery(applicationQueueStore(JSON.stringify({ status: queue, page, size: SIZE })), { keepPrevious: true });
  return (
    <section className="ops" aria-labelledby="ops-applications">
      <div>
        <h1 id="ops-applications">Applications</h1>
        <p className="ops-lead">
          Applications waiting for a decision, oldest first. Open one to see the applicant’s details and documents, then approve, hold or decline it.
        </p>
      </div>
      <div className="ops-search">
        <SelectField
          label="Show"
          value={queue}
          onChange={(value) => {
            setQueue(value as Queue);
            setPage(0);
          }}
          options={[
            { value: 'ALL', label: 'Pending and on hold' },
            { value: 'PENDING', label: 'Pending' },
            { value: 'ONHOLD', label: 'On hold' },
          ]}
        />
      </div>
      <LoadSection state={state} retry={retry} what="the applications">
        {(items) =>
          items.length === 0 && page === 0 ? (
            <p className="ops-card">No applications are waiting. New ones appear here as members apply.</p>
          ) : (
            <>
              <ul className="ops-list" aria-label="Applications waiting">
                {items.map((item) => (
                  <li key={item.applicationId} className="ops-row ops-row--plain">
                    <div>
                      <p>
                        <Link to={`/operator/applications/${item.userId}`}>{item.name}</Link> <StatusBadge code={item.status} />
                      </p>
                      <p className="ops-muted">
                        {item.mobile} · {item.city} · {item.plan ?? 'no plan'} · submitted {formatMoment(item.submittedAt)}
                      </p>
                      {item.reason ? <p className="ops-muted">On hold: {item.reason}</p> : null}
                    </div>
                    <Link className="button button-quiet button-small" to={`/operator/applications/${item.userId}`}>
                      Review<span className="visually-hidden"> the application of {item.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {page > 0 || items.length === SIZE ? (
                // aria-disabled, not disabled: the pressed button keeps focus when it reaches the first or last page.
                <div className="pager">
                  <button type="button" className="button button-quiet" aria-disabled={page === 0} onClick={() => page > 0 && setPage(page - 1)}>
                    Previous
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-disabled={items.length < SIZE}
                    onClick={() => items.length === SIZE && setPage(page + 1)}
                  >
                    Next
                  </button>
                </div>
              ) : null}
            </>
          )
        }
      </LoadSection>
    </section>
  );
}
