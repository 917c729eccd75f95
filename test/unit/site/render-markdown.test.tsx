import { cleanup, render, screen } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../site/content/parse-markdown';
import { Markdown } from '../../../site/content/render-markdown';

function show(source: string) {
  return render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  ).container;
}

afterEach(cleanup);

describe('markdown subset', () => {
  it('renders headings of each level with ids, and paragraphs joined from their lines', () => {
    const container = show('# Title\n\n## Who we are\n\nTote is a club\nfor bags.\n\n### Details\n\n#### Fine print');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Title');
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('section-who-we-are');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Details');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Fine print');
    expect(container.querySelector('p')?.textContent).toBe('Tote is a club for bags.');
  });

  it('renders bullet and numbered lists, with indented continuation lines', () => {
    const container = show('- one\n- two\n  continued\n\n1. first\n2. second');
    const [ul, ol] = [container.querySelector('ul'), container.querySelector('ol')];
    expect(Array.from(ul?.querySelectorAll('li') ?? []).map((li) => li.textContent)).toEqual(['one', 'two continued']);
    expect(Array.from(ol?.querySelectorAll('li') ?? []).map((li) => li.textContent)).toEqual(['first', 'second']);
  });

  it('renders bold and italic, nested inside each other', () => {
    const container = show('A **bold _and italic_** word and *another*.');
    expect(container.querySelector('strong')?.textContent).toBe('bold and italic');
    expect(container.querySelector('strong em')?.textContent).toBe('and italic');
    expect(container.querySelectorAll('em')[1]?.textContent).toBe('another');
  });

  it('keeps snake_case words and lone asterisks as text', () => {
    const container = show('Use file_name_here and 5 * 3 = 15.');
    expect(container.querySelector('em')).toBeNull();
    expect(container.textContent).toBe('Use file_name_here and 5 * 3 = 15.');
  });

  it('links hash routes inside the site, and external https and mailto addresses', () => {
    show('See the [refund policy](#/refund-policy), [our site](https://tote.example/about) or [mail us](mailto:hello@tote.example).');
    expect(screen.getByRole('link', { name: 'refund policy' }).getAttribute('href')).toBe('/refund-policy');
    const external = screen.getByRole('link', { name: 'our site' });
    expect(external.getAttribute('href')).toBe('https://tote.example/about');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe('mailto:hello@tote.example');
  });

  it('never links javascript: or data: targets: the markdown stays visible as text', () => {
    const container = show('[click](javascript:alert(1)) and [img](data:text/html,hi)');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('[img](data:text/html,hi)');
  });

  it('shows <script> and HTML in content as text, never as elements', () => {
    const container = show('# <img src=x onerror="window.__pwned=1">\n\nHello <script>window.__pwned=1</script> <b>there</b>\n\n- <iframe src="x"></iframe>');
    expect(container.querySelector('script, img, b, iframe')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Hello <script>window.__pwned=1</script> <b>there</b>');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('<img src=x onerror="window.__pwned=1">');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders "> " lines as a note', () => {
    const container = show('> **Sample text.** Replace\n> me.');
    const note = container.querySelector('aside.content-note');
    expect(note?.textContent).toBe('Sample text. Replace me.');
    expect(note?.querySelector('strong')?.textContent).toBe('Sample text.');
  });

  it('gives repeated headings distinct ids', () => {
    const ids = parseMarkdown('## Contact\n\n## Contact').flatMap((b) => (b.kind === 'heading' ? [b.id] : []));
    expect(ids).toEqual(['section-contact', 'section-contact-2']);
  });
});
