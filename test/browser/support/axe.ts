import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the page, for the accessibility test of every route and for the states
// other tests reach (a drawer open, a calendar with days chosen): WCAG 2.2 A and AA,
// plus the best-practice rules (region: everything inside a landmark) and
// label-content-name-mismatch (experimental in axe, so switched on by name). axe looks
// inside the widgets' open shadow roots.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** True once nothing on the page, in the light DOM or any open shadow root, is still loading. */
function settled(): boolean {
  const busy = (root: Document | ShadowRoot): boolean =>
    root.querySelector('[aria-busy="true"]') !== null || Array.from(root.querySelectorAll('*')).some((el) => el.shadowRoot !== null && busy(el.shadowRoot));
  const widgetsReady = Array.from(document.querySelectorAll('*'))
    .filter((el) => el.localName.startsWith('tote-'))
    .every((el) => customElements.get(el.localName) !== undefined && el.shadowRoot !== null);
  return document.querySelector('h1') !== null && !busy(document) && widgetsReady;
}

/** Waits until the page has settled (a heading, nothing busy, widgets defined), then runs axe on it. */
export async function violations(page: Page): Promise<Violation[]> {
  await waitUntilSettled(page);
  return runAxe(page);
}

/**
 * As `violations`, but axe runs only on a page not yet in `checked`: the same markup (every shadow root
 * included, with the controls' values, the stylesheets adopted and the focus) in the same viewport gives
 * axe the same result, as #/ and #/home do. The page must still settle, so every state is still visited.
 * `who` are the logged-in member's own words (their name, their initials): a text node that is exactly one
 * of them, or an attribute holding one, counts as the same markup whoever it names, so a policy page a
 * second member sees with the same header as the first is not audited again, while a page whose markup
 * differs by status (the menu, the package screen, My Account) still is.
 *
 * The header widget differs by status on every page, in its own shadow root (its own markup and styles,
 * nothing of the page inside it): a page whose header was audited on another page, and whose rest was
 * audited under a header with the same outline (its landmarks and headings with their names: what axe's
 * page-wide rules read of it; ids and references do not cross a shadow root), is not audited again either.
 */
export async function violationsOnce(page: Page, checked: Set<string>, who: string[] = []): Promise<Violation[]> {
  await waitUntilSettled(page);
  const { whole, rest, header } = await page.evaluate(snapshot, who);
  const parts = [`page ${whole}`, `rest ${rest}`, `header ${header}`];
  const seen = checked.has(parts[0]) || (checked.has(parts[1]) && checked.has(parts[2]));
  for (const part of parts) checked.add(part);
  return seen ? [] : runAxe(page);
}

/**
 * The page as axe sees it: the viewport, and the markup of the document and every open shadow root (`whole`);
 * the same with the header widget's shadow root as its outline only (`rest`); and that shadow root's markup (`header`).
 */
function snapshot(who: string[]): { whole: string; rest: string; header: string } {
  const words = who.filter((w) => w.trim() !== '');
  const masked = (text: string) => {
    if (words.includes(text.trim())) return '{who}';
    let out = text;
    // Longer words first, so a full name is masked whole before its parts.
    for (const w of [...words].sort((a, b) => b.length - a.length)) if (w.length > 3) out = out.split(w).join('{who}');
    return out;
  };
  const landmark = '[role=banner], [role=navigation], [role=main], [role=complementary], [role=contentinfo], [role=region], [role=form], [role=search]';
  const outline = (root: ShadowRoot) =>
    Array.from(root.querySelectorAll('*'))
      .filter((el) => /^(header|nav|main|aside|footer|section|form|search|h[1-6])$/.test(el.localName) || el.matches(`${landmark}, [role=heading]`))
      .map((el) =>
        ['<', el.localName, ...['role', 'aria-label', 'aria-labelledby', 'aria-level'].map((a) => ` ${a}=${masked(el.getAttribute(a) ?? '')}`), '>'].join(''),
      )
      .join('');
  const whole: string[] = [`${innerWidth}x${innerHeight}`];
  const rest: string[] = [...whole];
  let header = '';
  const push = (text: string) => {
    whole.push(text);
    rest.push(text);
  };
  const walk = (root: Document | ShadowRoot | Element, into: (text: string) => void) => {
    for (const node of Array.from(root.childNodes)) {
      // Hints to fetch code or pictures early (which ones depends on the routes visited before) change nothing axe reads.
      if (node instanceof HTMLLinkElement && /\b(modulepreload|preload|prefetch|preconnect)\b/.test(node.rel)) continue;
      if (node.parentNode === document.head && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '') continue;
      if (node instanceof Element) {
        into(`<${node.localName}`);
        for (const attr of Array.from(node.attributes)) into(` ${attr.name}=${JSON.stringify(masked(attr.value))}`);
        if (node instanceof HTMLInputElement) into(` .value=${JSON.stringify(node.value)} .checked=${node.checked}`);
        if (node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) into(` .value=${JSON.stringify(node.value)}`);
        if (node instanceof HTMLDialogElement) into(` .open=${node.open}`);
        if (node.matches(':focus')) into(' :focus');
        into('>');
        if (node.shadowRoot) {
          into(`#shadow(${node.shadowRoot.adoptedStyleSheets.length} sheets)`);
          if (node.localName === 'tote-header' && into === push) {
            const inner: string[] = [];
            walk(node.shadowRoot, (text) => inner.push(text));
            header = `${innerWidth}x${innerHeight}${inner.join('')}`;
            whole.push(...inner);
            rest.push(outline(node.shadowRoot));
          } else walk(node.shadowRoot, into);
        }
        walk(node, into);
        into(`</${node.localName}>`);
      } else if (node.nodeType === Node.TEXT_NODE) into(masked(node.textContent ?? ''));
    }
  };
  push(`(${document.adoptedStyleSheets.length} sheets)`);
  walk(document, push);
  return { whole: whole.join(''), rest: rest.join(''), header };
}

async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(settled, undefined, { timeout: 10_000 }).catch(async (err: Error) => {
    const state = await page.evaluate(() => {
      const out: string[] = [];
      const walk = (root: Document | ShadowRoot) => {
        root.querySelectorAll('[aria-busy="true"]').forEach((el) => out.push(`busy ${el.outerHTML.slice(0, 200)}`));
        root.querySelectorAll('*').forEach((el) => {
          if (el.localName.startsWith('tote-') && !el.shadowRoot) out.push(`no shadow ${el.localName}`);
          if (el.shadowRoot) walk(el.shadowRoot);
        });
      };
      walk(document);
      return `${location.hash} h1=${document.querySelector('h1') !== null} ${out.join(' | ')}`;
    });
    throw new Error(`did not settle: ${state}: ${err.message}`);
  });
}

/** axe on the page as it is now, without waiting for it to settle (a first screen before its code has run). */
export async function runAxe(page: Page): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags }) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { tags: TAGS },
  );
}
