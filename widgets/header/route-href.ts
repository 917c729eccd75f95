import { $config } from '../../src/config/widget-config';

/**
 * The href for a site route. On the site it is the plain hash; on a partner page
 * with `site-url` it is the site's address, so "open in new tab" and the status bar
 * show where the link really goes. Plain clicks still go through navigate().
 */
export function routeHref(route: string, siteUrl: string = $config.get().siteUrl): string {
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
