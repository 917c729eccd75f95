import { Link } from 'react-router-dom';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { writeSession } from '../../src/storage/session-storage';
import { formatDay } from '../../src/ui/format';
import { useQuery } from '../../src/ui/use-query';
import { $newsletters } from './newsletter-stores';

/** The issues, newest first; choosing one keeps its id in the newsletter session (spec point 3). */
export function NewsletterList() {
  const { state, retry } = useQuery($newsletters, { fallback: [] as Newsletter[] });

  if (state.kind === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading newsletters…
        </p>
        <ul className="issue-list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="issue-card card-loading" data-testid="skeleton">
              <span className="bone bone-meta" />
              <span className="bone bone-title" />
              <span className="bone bone-line" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="state-panel" role="alert">
        <p className="state-title">We could not load the newsletters</p>
        <p>{state.message}</p>
        <button type="button" className="button button-primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }

  if (state.value.length === 0) {
    return (
      <div className="state-panel">
        <p className="state-title">No newsletters yet</p>
        <p>Our first issue is on its way. Subscribe at the bottom of the page to get it by email.</p>
      </div>
    );
  }

  return (
    <ul className="issue-list">
      {state.value.map((issue) => (
        <li key={issue.newsLetterId} className="issue-card">
          {issue.imageUrl && <img className="issue-cover" src={issue.imageUrl} alt="" loading="lazy" decoding="async" />}
          {issue.publishedAt && (
            <p className="issue-date">
              <time dateTime={issue.publishedAt}>{formatDay(issue.publishedAt, 'long')}</time>
            </p>
          )}
          <h3 className="issue-title">
            <Link to="/newsletter-details" onClick={() => writeSession('newsletter', issue.newsLetterId)}>
              {issue.title}
            </Link>
          </h3>
          {issue.summary && <p className="issue-summary">{issue.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
