/**
 * The block structure of the small markdown subset our content pages use:
 * headings (# to ####), paragraphs, bullet and numbered lists, "> " notes, and
 * "::: name" lines that stand for a live part the page supplies (e.g. the plans).
 * Anything else is kept as paragraph text, so nothing in a content file can
 * turn into markup: inline syntax is handled by render-markdown.tsx.
 */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: string; id: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'embed'; name: string };

const HEADING = /^(#{1,4})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const NOTE = /^>\s?(.*)$/;
const EMBED = /^:::\s*([\w-]+)\s*$/;

/** A stable, readable id for a heading, unique within one document. */
function slugify(text: string, taken: Set<string>): string {
  const base =
    'section-' +
    (text
      .toLowerCase()
      .replace(/[*_[\]()`]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'part');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const ids = new Set<string>();
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let note: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  function flush() {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (note.length) blocks.push({ kind: 'note', text: note.join(' ') });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
    paragraph = [];
    note = [];
    list = null;
  }

  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const text = heading[2];
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3 | 4, text, id: slugify(text, ids) });
      continue;
    }
    const embed = EMBED.exec(line);
    if (embed) {
      flush();
      blocks.push({ kind: 'embed', name: embed[1] });
      continue;
    }
    const quoted = NOTE.exec(line);
    if (quoted) {
      if (paragraph.length || list) flush();
      note.push(quoted[1]);
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (paragraph.length || note.length || (list && list.ordered !== ordered)) flush();
      if (!list) list = { ordered, items: [] };
      list.items.push(item[1]);
      continue;
    }
    // An indented line continues the list item above it; otherwise it is prose.
    if (list && /^\s+/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list || note.length) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
