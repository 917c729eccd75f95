import { Link } from '../layout/link';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { readSession } from '../../src/storage/session-storage';
import { SafeHtml } from '../../src/ui/safe-html';
import { useDocumentTitle } from '../layout/use-document-title';
import { formatDay } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { issueTitle } from './issue-title';
import { newsletterStore } from './newsletter-stores';
import { PictureImg } from '../../src/ui/picture-img';

const BACK = (
  <p className="back-link">
    <Link to="/newsletter">← All newsletters</Link>
  </p>
);

/** The issue the newsletter session names (spec point 3); its HTML body goes through SafeHtml only. */
export function NewsletterArticle() {
  const raw = readSession<unknown>('newsletter');
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  const { state, retry } = useQuery<Newsletter | null>(newsletterStore(id), { fallback: null });
  useDocumentTitle(state.kind === 'ready' && state.value ? issueTitle(state.value) : 'Newsletter');

  if (id === null || (state.kind === 'ready' && !state.value)) {
    return (
      <section className="page">
        <h1>Newsletter</h1>
        <p className="page-lead">Choose an issue to read from the list of newsletters.</p>
        {BACK}
      </section>
    );
  }

  if (state.kind === 'ready' && state.value) return <Article issue={state.value} />;
  const failed = state.kind === 'error';
  return (
    <section className="page">
      {failed ? <h1>Newsletter</h1> : null}
      {failed && state.status === 404 ? (
        <div className="state-box" role="alert">
          <p className="state-box__title">This newsletter is no longer available</p>
        </div>
      ) : (
        // Loading, or failed with Retry; the issue itself is the article above.
        <LoadSection state={state} retry={retry} what="the newsletter" skeleton={ARTICLE_BONES}>
          {() => null}
        </LoadSection>
      )}
      {failed ? BACK : null}
    </section>
  );
}

/** The issue's shape while it loads: date, title, lead. */
const ARTICLE_BONES = (
  <div aria-hidden="true">
    <span className="bone bone-meta" />
    <span className="bone bone-heading" />
    <span className="bone bone-line" />
    <span className="bone bone-line" />
    <span className="bone bone-line bone-short" />
  </div>
);

/** The issue as members read it; the back office's editor previews with this very view. */
export function Article({ issue }: { issue: Newsletter }) {
  return (
    <article className="page newsletter-article">
      {BACK}
      {issue.publishedAt && (
        <p className="issue-date">
          <time dateTime={issue.publishedAt}>{formatDay(issue.publishedAt, 'long')}</time>
        </p>
      )}
      <h1>{issueTitle(issue)}</h1>
      {issue.summary && <p className="page-lead">{issue.summary}</p>}
      {issue.picture ? (
        <PictureImg className="article-cover" picture={issue.picture} sizes="(min-width: 800px) 700px, 100vw" priority />
      ) : (
        issue.imageUrl && <img className="article-cover" src={issue.imageUrl} alt="" decoding="async" />
      )}
      <SafeHtml className="newsletter-body" html={issue.content ?? ''} />
      {BACK}
    </article>
  );
}
