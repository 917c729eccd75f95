import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CLUB_FACTS, type ClubDocument } from '../../src/config/club-facts';
import { useDocumentTitle } from '../layout/use-document-title';
import { fillFacts, longDate } from './fill-facts';
import { parseMarkdown } from './parse-markdown';
import { renderBlocks, renderInline, type Embeds } from './render-markdown';

// Pages with this many sections or more get a table of contents.
const TOC_MIN_SECTIONS = 4;

interface ContentPageProps {
  /** The page's markdown; its first "# " heading is the page title, {{names}} are the operator's facts. */
  source: string;
  /** Which document it is, for its "Last updated" date (src/config/club-facts.ts); none for pages without one. */
  doc?: ClubDocument;
  /** Live parts for the page's "::: name" lines. */
  embeds?: Embeds;
}

/** A content page (policies, our process) from its markdown file under site/content/. */
export function ContentPage({ source, doc, embeds }: ContentPageProps) {
  const { pathname } = useLocation();
  const blocks = useMemo(() => parseMarkdown(fillFacts(source)), [source]);
  const titleIndex = blocks.findIndex((b) => b.kind === 'heading' && b.level === 1);
  const title = titleIndex >= 0 ? blocks[titleIndex] : null;
  const rest = blocks.filter((_, i) => i !== titleIndex);
  // The introduction (everything before the first section) sits under the title, above the contents.
  const firstSection = rest.findIndex((b) => b.kind === 'heading' && b.level === 2);
  const lead = rest.slice(0, firstSection < 0 ? 0 : firstSection);
  const body = rest.slice(lead.length);
  const sections = body.flatMap((b) => (b.kind === 'heading' && b.level === 2 ? [b] : []));
  const withToc = sections.length >= TOC_MIN_SECTIONS;
  const updated = doc ? CLUB_FACTS.documentDates[doc] : undefined;
  useDocumentTitle(title && title.kind === 'heading' ? title.text : null);

  function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // A plain "#id" would be taken for a hash route: scroll and focus by hand.
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  }

  return (
    <article className={withToc ? 'page content-page content-page--toc' : 'page content-page'}>
      <header className="content-header">
        {title && title.kind === 'heading' && <h1>{renderInline(title.text, false)}</h1>}
        {updated && (
          <p className="content-meta">
            Last updated <time dateTime={updated}>{longDate(updated)}</time>
          </p>
        )}
        {renderBlocks(lead, embeds)}
      </header>
      {withToc && (
        <nav className="content-toc" aria-labelledby="content-toc-title">
          <h2 id="content-toc-title" className="content-toc-title">
            On this page
          </h2>
          {/* The headings carry their own numbers where the document numbers them: no list markers here. */}
          <ol role="list">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${pathname}`} onClick={(e) => jumpTo(e, s.id)}>
                  {renderInline(s.text, false)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="content-body">{renderBlocks(body, embeds)}</div>
    </article>
  );
}
