import { isPartnerId } from '../../src/validation/partner-id';

/** The widgets a partner page may paste, with the loader script of each (docs/embedding.md). */
export const SNIPPET_WIDGETS = [
  { tag: 'tote-auth', script: 'auth', label: 'Apply and log in (sign-up dialogs)' },
  { tag: 'tote-header', script: 'header', label: 'Header' },
  { tag: 'tote-collection', script: 'collection', label: 'The collection' },
  { tag: 'tote-membership', script: 'membership', label: 'Membership packages' },
  { tag: 'tote-notifications', script: 'notifications', label: 'Notifications' },
  { tag: 'tote-account', script: 'account', label: 'Account' },
  { tag: 'tote-bagdrop', script: 'bagdrop', label: 'Bag drop form' },
] as const;

/** The CSS custom properties every widget reads from its element (src/ui/base-styles.ts), with their defaults. */
export const THEME_VARIABLES = [
  { name: '--tote-accent', label: 'Accent', value: '#7a4b2a' },
  { name: '--tote-accent-ink', label: 'Text on the accent', value: '#ffffff' },
  { name: '--tote-ink', label: 'Text', value: '#1c1a17' },
  { name: '--tote-muted', label: 'Quiet text', value: '#6b645b' },
  { name: '--tote-paper', label: 'Background', value: '#fffdf9' },
  { name: '--tote-line', label: 'Lines', value: '#e4ddd2' },
  { name: '--tote-focus', label: 'Focus ring', value: '#1a5fb4' },
] as const;

export interface SnippetChoice {
  tags: readonly string[];
  partnerId: string;
  apiBase: string;
  /** Only the variables changed from their defaults are written. */
  theme: Readonly<Record<string, string>>;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The origin of `value` when it is an http(s) address, else null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The HTML a partner pastes: one loader per widget, a style block for the
 * changed theme variables, and the elements with api-base, site-url and
 * partner-id. Every value is checked first (an id, an origin, a #rrggbb
 * colour), so nothing typed here can break out of an attribute or a rule.
 */
export function buildSnippet(choice: SnippetChoice): string {
  const base = originOf(choice.apiBase);
  if (!base) throw new Error('api-base must be an http(s) address.');
  const partner = choice.partnerId.trim();
  if (partner && !isPartnerId(partner)) throw new Error('partner-id must be 1 to 64 letters, digits, dots, hyphens or underscores.');
  const widgets = SNIPPET_WIDGETS.filter((w) => choice.tags.includes(w.tag));
  const theme = THEME_VARIABLES.filter((v) => COLOUR.test(choice.theme[v.name] ?? '') && choice.theme[v.name].toLowerCase() !== v.value);
  const lines = widgets.map((w) => `<script async src="${base}/widgets/${w.script}.js"></script>`);
  if (theme.length) {
    const tags = widgets.map((w) => w.tag).join(', ') || 'tote-auth';
    lines.push(`<style>\n  ${tags} {\n${theme.map((v) => `    ${v.name}: ${choice.theme[v.name].toLowerCase()};`).join('\n')}\n  }\n</style>`);
  }
  const attributes = `api-base="${base}" site-url="${base}/"${partner ? ` partner-id="${partner}"` : ''}`;
  for (const w of widgets) lines.push(`<${w.tag} ${attributes}></${w.tag}>`);
  return lines.join('\n');
}

/**
 * The preview frame's address: the server's page of the chosen widgets with the changed colours
 * (GET /api/marketing/snippet-preview), on this site's origin, which serves the widgets and the API alike.
 */
export function previewAddress(tags: readonly string[], theme: Readonly<Record<string, string>>): string {
  const chosen = SNIPPET_WIDGETS.filter((w) => tags.includes(w.tag)).map((w) => w.tag);
  const changed = THEME_VARIABLES.filter((v) => COLOUR.test(theme[v.name] ?? '') && theme[v.name].toLowerCase() !== v.value);
  const query = new URLSearchParams({ widgets: chosen.join(',') || 'tote-auth' });
  if (changed.length) query.set('theme', changed.map((v) => `${v.name}:${theme[v.name].toLowerCase()};`).join(''));
  return `/api/marketing/snippet-preview?${query}`;
}
