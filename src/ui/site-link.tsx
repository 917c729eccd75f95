import type { MouseEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../config/widget-config';
import { navigate, siteHref } from '../routing/navigate';

interface SiteLinkProps {
  route: string;
  className?: string;
  role?: 'menuitem';
  tabIndex?: number;
  'aria-label'?: string;
  /** Runs on every activation, also when the browser opens the link in a new tab. */
  onActivate?: () => void;
  children: ReactNode;
}

/** The one way a widget links to a site route: a real link whose plain clicks go through navigate(), so site-url is honoured. */
export function SiteLink({ route, className, role, tabIndex, onActivate, children, 'aria-label': ariaLabel }: SiteLinkProps) {
  const { siteUrl } = useStore($config);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onActivate?.();
    // Modified or middle clicks: let the browser open the href in a new tab or window.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(route);
  }

  return (
    <a href={siteHref(route, siteUrl)} className={className} role={role} tabIndex={tabIndex} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </a>
  );
}
