import { Suspense, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from './page-skeleton';
import { SiteFooter } from './site-footer';

/**
 * Every page: skip link, the header widget, the page in <main>, the footer, and
 * the one <tote-auth> that shows the login, sign-up and OTP dialogs. The back office
 * (#/operator) keeps only the skip link, <main> and the dialogs.
 */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The back office is a workplace of its own: no member header, footer or newsletter box around it.
  const backOffice = pathname === '/operator' || pathname.startsWith('/operator/');

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    // A plain "#main" would be taken for a hash route.
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <>
      {/* Inside a landmark like everything else on the page (axe: region); the link itself stays off screen until focused. */}
      <nav aria-label="Skip link">
        <a className="skip-link" href="#main" onClick={skipToMain}>
          Skip to content
        </a>
      </nav>
      {!backOffice && <tote-header></tote-header>}
      <main id="main" ref={mainRef} tabIndex={-1} className={backOffice ? 'back-office' : undefined}>
        {/* Most pages load on first visit (app-routes.tsx); header and footer stay put meanwhile.
            One boundary per route: leaving a page while its chunk still loads must not leave
            Preact's boundary suspended on it, with <main> empty for the next page. */}
        <Suspense key={pathname} fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {!backOffice && <SiteFooter />}
      <tote-auth buttons="none"></tote-auth>
    </>
  );
}
