import { Suspense, useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from './page-skeleton';
import { SiteFooter } from './site-footer';

/**
 * Every page: skip link, the header widget, the page in <main>, the footer, and
 * the one <tote-auth> that shows the login, sign-up and OTP dialogs.
 */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);

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
        {/* Most pages load on first visit (app-routes.tsx); header and footer stay put meanwhile. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <tote-auth buttons="none"></tote-auth>
    </>
  );
}
