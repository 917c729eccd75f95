import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every navigation after the first: back to the top of the page, and focus on
 * <main id="main">, so screen reader and keyboard users start reading the new
 * page, not the link they left. The first page keeps the browser's own handling.
 */
export function NavigationReset() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
