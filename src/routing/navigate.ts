import { $config } from '../config/widget-config';

/**
 * The href of a site route. On the site it is the plain hash; on a partner page
 * with `site-url` it is the site's address, so "open in new tab" and the status
 * bar show where the link really goes.
 */
export function siteHref(route: string, siteUrl: string = $config.get().siteUrl): string {
  const hash = `#${route.startsWith('/') ? route : `/${route}`}`;
  if (!siteUrl) return hash;
  try {
    const target = new URL(siteUrl, location.href);
    const here = new URL(location.href);
    if (target.origin === here.origin && target.pathname === here.pathname) return hash;
    target.hash = hash;
    return target.href;
  } catch {
    return hash;
  }
}

/**
 * Go to a hash route of the site. On the site itself this is a hash change; on a
 * partner page (site-url set to another document) it is a full navigation there.
 */
export function navigate(route: string): void {
  const href = siteHref(route);
  if (href.startsWith('#')) location.hash = href;
  else location.assign(href);
}

export function currentRoute(): string {
  const hash = location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}
