import { Link } from '../layout/link';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { writeSession } from '../../src/storage/session-storage';
import { formatDay } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { issueTitle } from './issue-title';
import { LoadingCards } from './loading-cards';
import { $newsletters } from './newsletter-stores';
import { PictureImg } from '../../src/ui/picture-img';

// Three columns on a desktop, two on a tablet, one on a phone.
const COVER_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw';

/**
 * Loading cards in the place of a typical list: two rows on a desktop (three columns), each card
 * with its cover, so the club events below stay where they are when the issues arrive (CLS).
 */
const SKELETON_COUNT = 6;

/** An issue's cover: the club's drawn picture in the width needed, or the image it was published with. */
function IssueCover({ issue }: { issue: Newsletter }) {
  if (issue.picture) return <PictureImg className="issue-cover" picture={issue.picture} sizes={COVER_SIZES} alt="" />;
  return issue.imageUrl ? <img className="issue-cover" src={issue.imageUrl} alt="" loading="lazy" decoding="async" /> : null;
}

/** The issues, newest first; choosing one keeps its id in the newsletter session (spec point 3). */
export function NewsletterList() {
  const { state, retry } = useQuery($newsletters, { fallback: [] as Newsletter[] });

  return (
    <LoadSection
      state={state}
      retry={retry}
      what="the newsletters"
      skeleton={<LoadingCards listClass="issue-list" cardClass="issue-card" count={SKELETON_COUNT} />}
    >
      {(issues) => (issues.length === 0 ? <NoIssues /> : <IssueList issues={issues} />)}
    </LoadSection>
  );
}

function NoIssues() {
  return (
    <div className="state-box">
      <p className="state-box__title">No newsletters yet</p>
      <p>Our first issue is on its way. Subscribe at the bottom of the page to get it by email.</p>
    </div>
  );
}

function IssueList({ issues }: { issues: Newsletter[] }) {
  return (
    <ul className="issue-list">
      {issues.map((issue) => (
        <li key={issue.newsLetterId} className="issue-card">
          <IssueCover issue={issue} />
          {issue.publishedAt && (
            <p className="issue-date">
              <time dateTime={issue.publishedAt}>{formatDay(issue.publishedAt, 'long')}</time>
            </p>
          )}
          <h3 className="issue-title">
            <Link to="/newsletter-details" onClick={() => writeSession('newsletter', issue.newsLetterId)}>
              {issueTitle(issue)}
            </Link>
          </h3>
          {issue.summary && <p className="issue-summary">{issue.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
