import { $config } from '../config/widget-config';

/**
 * Go to a hash route of the site. On the site itself this is a hash change; on a
 * partner page (site-url set to another document) it is a full navigation there.
 */
export function navigate(route: string): void {
  const hash = `#${route.startsWith('/') ? route : `/${route}`}`;
  const siteUrl = $config.get().siteUrl;
  if (siteUrl) {
    const target = new URL(siteUrl, location.href);
    const here = new URL(location.href);
    if (target.origin !== here.origin || target.pathname !== here.pathname) {
      target.hash = hash;
      location.assign(target.href);
      return;
    }
  }
  location.hash = hash;
}

export function currentRoute(): string {
  const hash = location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}
