import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';

/**
 * Every page: skip link, the header widget, the page in <main>, the footer, and
 * the one <tote-auth> that shows the login, sign-up and OTP dialogs.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // The first page keeps the browser's own scroll and focus handling.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // Screen reader and keyboard users start reading the new page, not the old link.
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    // A plain "#main" would be taken for a hash route.
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <tote-header></tote-header>
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <tote-auth></tote-auth>
    </>
  );
}
