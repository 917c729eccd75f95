import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of the site, e.g. `/product/kelly` or `{ pathname, search }`. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the route (read with useLocation().state). */
  state?: unknown;
}

/**
 * The site's link to one of its own routes: react-router's useHref and useLinkClickHandler, as
 * react-router's Link uses them, so plain clicks navigate in the app and modified clicks, middle
 * clicks and target="_blank" are left to the browser. react-router's own Link also carries
 * framework mode's prefetching, view transitions and absolute-URL handling, none of which a hash
 * routed site uses; importing it put about 2 kB (brotli) of that into the site's first load.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
