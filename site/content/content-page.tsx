import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../layout/use-document-title';
import { parseMarkdown } from './parse-markdown';
import { renderBlocks, renderInline } from './render-markdown';

// Pages with this many sections or more get a table of contents.
const TOC_MIN_SECTIONS = 4;

interface ContentPageProps {
  /** The page's markdown; its first "# " heading is the page title. */
  source: string;
}

/** A content page (policies, our process) from its markdown file under site/content/. */
export function ContentPage({ source }: ContentPageProps) {
  const { pathname } = useLocation();
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  const titleIndex = blocks.findIndex((b) => b.kind === 'heading' && b.level === 1);
  const title = titleIndex >= 0 ? blocks[titleIndex] : null;
  const rest = blocks.filter((_, i) => i !== titleIndex);
  // A note leading the document (the "sample text" marker) sits right under the title, above the contents.
  const leadCount = rest.findIndex((b) => b.kind !== 'note');
  const lead = rest.slice(0, leadCount < 0 ? rest.length : leadCount);
  const body = rest.slice(lead.length);
  const sections = body.flatMap((b) => (b.kind === 'heading' && b.level === 2 ? [b] : []));
  useDocumentTitle(title && title.kind === 'heading' ? title.text : null);

  function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // A plain "#id" would be taken for a hash route: scroll and focus by hand.
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  }

  return (
    <article className="page content-page">
      {title && title.kind === 'heading' && <h1>{renderInline(title.text, false)}</h1>}
      {renderBlocks(lead)}
      {sections.length >= TOC_MIN_SECTIONS && (
        <nav className="content-toc" aria-labelledby="content-toc-title">
          <h2 id="content-toc-title" className="content-toc-title">
            On this page
          </h2>
          <ol>
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
      <div className="content-body">{renderBlocks(body)}</div>
    </article>
  );
}
