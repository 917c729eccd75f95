import { createHash } from 'node:crypto';
import { invalidInput } from '../domain-error';

/** The widgets a partner page may paste (site/operator/snippet.ts offers the same), each loaded from /widgets/<name>.js. */
const PREVIEW_WIDGETS = new Set(['tote-auth', 'tote-header', 'tote-collection', 'tote-membership', 'tote-notifications', 'tote-account', 'tote-bagdrop']);

export interface SnippetPreview {
  html: string;
  /** The page's own policy: our scripts, styles and API, and the one style block by its hash. */
  csp: string;
}

/** The API's origin when the build put it elsewhere (TOTE_API_BASE, which the widgets call without an api-base). */
function apiOrigin(apiBase: string | undefined): string {
  try {
    return apiBase && /^https?:\/\//i.test(apiBase) ? ` ${new URL(apiBase).origin}` : '';
  } catch {
    return '';
  }
}

/**
 * The snippet builder's preview, as a page of its own on the site's origin: the chosen widgets with the
 * chosen colours, talking to the API as on a partner's page. It differs from the pasted snippet in that
 * it needs no api-base or site-url (it is on ours), has no partner id (a preview is not a visit of the partner's page, and must not count as one),
 * and the `partner` attribute, so the widgets keep their session in memory and never touch the
 * back office's own session in the storage this same-origin frame shares with it.
 * `widgets` and `theme` were checked by SnippetPreviewQueryShape; the tags are checked against the list here.
 */
export function snippetPreviewPage(widgets: string, theme = '', apiBase: string | undefined = process.env.TOTE_API_BASE): SnippetPreview {
  const tags = [...new Set(widgets.split(','))];
  const unknown = tags.find((tag) => !PREVIEW_WIDGETS.has(tag));
  if (unknown) throw invalidInput(`There is no widget called ${unknown}.`, { widgets: 'one of the widgets of the snippet builder' });
  const rules = theme
    .split(';')
    .filter(Boolean)
    .map((rule) => `    ${rule.toLowerCase()};`);
  const style = rules.length ? `\n  ${tags.join(', ')} {\n${rules.join('\n')}\n  }\n` : '';
  const scripts = tags.map((tag) => `<script async src="/widgets/${tag.slice('tote-'.length)}.js"></script>`).join('\n');
  const elements = tags.map((tag) => `<${tag} partner></${tag}>`).join('\n');
  const html = [
    // An empty icon: the browser asks for none (a 404 in the preview's console otherwise).
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview of the snippet</title><link rel="icon" href="data:,">',
    style ? `<style>${style}</style>` : '',
    '</head><body>',
    elements,
    // After the elements: the widgets' stores, seeded as their scripts load, find the `partner` pages' memory already chosen.
    scripts,
    '</body></html>',
  ].join('\n');
  const styleHash = style ? ` 'sha256-${createHash('sha256').update(style).digest('base64')}'` : '';
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self'${styleHash}`,
    `connect-src 'self'${apiOrigin(apiBase)}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    // Only the snippet builder of our own back office frames it.
    "frame-ancestors 'self'",
  ].join('; ');
  return { html, csp };
}
