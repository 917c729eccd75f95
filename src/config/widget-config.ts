import { atom } from 'nanostores';
import { shared } from '../stores/shared-registry';

/**
 * Where the API and the site live. The site's build sets the API base per
 * environment (spec point 7); a widget's `api-base` and `site-url` attributes
 * override it on a partner page. Empty apiBase means same origin.
 */
export interface WidgetConfig {
  apiBase: string;
  siteUrl: string;
  /** The partner page's id (`partner-id` attribute), recorded with a sign-up; null on the site. */
  partnerId: string | null;
}

declare const __TOTE_API_BASE__: string | undefined;

const buildApiBase = typeof __TOTE_API_BASE__ === 'string' ? __TOTE_API_BASE__ : '';

export const $config = shared('config', () => atom<WidgetConfig>({ apiBase: buildApiBase, siteUrl: '', partnerId: null }));

export function configure(patch: Partial<WidgetConfig>): void {
  const next = { ...$config.get() };
  if (patch.apiBase !== undefined) next.apiBase = patch.apiBase.replace(/\/+$/, '');
  if (patch.siteUrl !== undefined) next.siteUrl = patch.siteUrl;
  if (patch.partnerId !== undefined) next.partnerId = patch.partnerId;
  $config.set(next);
}
