import { Fragment, type ReactNode } from 'react';
import { Link } from '../layout/link';
import { parseMarkdown, type Block } from './parse-markdown';

// Inline syntax, leftmost match first: **bold**, [text](href), *italic*, _italic_.
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*?)\*|(?<!\w)_([^_]+)_(?!\w)/g;

// Only these link targets are kept; anything else (javascript:, data:, …) stays plain text.
const ROUTE = /^#(\/[\w\-/]*)$/;
const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * Inline markdown to React nodes. Text always goes in as text nodes, never as
 * HTML, so a "<script>" in a content file is shown, not run.
 */
export function renderInline(text: string, allowLinks = true): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index ?? 0;
    if (start > last) out.push(text.slice(last, start));
    last = start + match[0].length;
    const [whole, bold, linkText, href, star, under] = match;
    if (bold !== undefined) {
      out.push(<strong key={key++}>{renderInline(bold, allowLinks)}</strong>);
    } else if (linkText !== undefined) {
      const label = renderInline(linkText, false);
      const route = ROUTE.exec(href);
      if (!allowLinks) out.push(...label);
      else if (route)
        out.push(
          <Link key={key++} to={route[1]}>
            {label}
          </Link>,
        );
      else if (EXTERNAL.test(href))
        out.push(
          <a key={key++} href={href} rel="noopener noreferrer">
            {label}
          </a>,
        );
      else out.push(whole);
    } else {
      out.push(<em key={key++}>{renderInline(star ?? under, allowLinks)}</em>);
    }
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Live parts a page puts where its markdown says "::: name". */
export type Embeds = Readonly<Record<string, ReactNode>>;

function renderBlock(block: Block, index: number, embeds: Embeds): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      // tabIndex lets the table of contents move focus to the section it scrolls to.
      return (
        <Tag key={index} id={block.id} tabIndex={-1}>
          {renderInline(block.text, false)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.text)}</p>;
    case 'note':
      return (
        <aside key={index} className="content-note">
          <p>{renderInline(block.text)}</p>
        </aside>
      );
    case 'embed':
      // An unknown name renders nothing rather than the directive's text.
      return Object.hasOwn(embeds, block.name) ? <Fragment key={index}>{embeds[block.name]}</Fragment> : null;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
  }
}

/** Parsed blocks to React elements. */
export function renderBlocks(blocks: Block[], embeds: Embeds = {}): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, index, embeds));
}

/** A markdown-subset document rendered as React elements (never innerHTML). */
export function Markdown({ source }: { source: string }) {
  return <>{renderBlocks(parseMarkdown(source))}</>;
}
