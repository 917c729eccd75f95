import { createElement, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NavigationReset } from './layout/navigation-reset';
import { SiteLayout } from './layout/site-layout';
import { FooterPage } from './pages/footer-page';
import { HeaderPage } from './pages/header-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { startRouteData } from './route-data';

/** A page component that loads on first visit; `preload` fetches it ahead (and says when it is in). */
type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded on first visit, in its own chunk, so the home page's first load
 * stays small. The page imports the widget it renders; the build makes the dynamic
 * import fetch every chunk the page needs at once, and the boot script in
 * index.html preloads them on a first visit. `route` starts the page's first calls
 * in parallel with its code (site/route-data.ts). Until the code is in, the page
 * suspends (the route's Suspense shows the skeleton); once `preload` has resolved it
 * renders at once, which lets site/main.tsx hydrate the first page without suspending
 * (a suspension inside hydration could leave <main> empty for good).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, route?: string): LazyPage {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= (async () => {
      if (route) startRouteData(route);
      Page = (await load())[name];
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  function Lazy() {
    if (Page) return createElement(Page);
    // Suspense waits for this promise (what lazy() throws), then renders the page.
    throw preload();
  }
  return Object.assign(Lazy, { preload });
}

const BookBagPage = lazyPage(() => import('./pages/book-bag-page'), 'BookBagPage');
const EulaPolicyPage = lazyPage(() => import('./pages/eula-policy-page'), 'EulaPolicyPage');
const LogoutPage = lazyPage(() => import('./pages/logout-page'), 'LogoutPage');
const MemberApplicationFormPage = lazyPage(() => import('./pages/member-application-form-page'), 'MemberApplicationFormPage');
const MembersCollectionPage = lazyPage(() => import('./pages/members-collection-page'), 'MembersCollectionPage', 'members-collection');
const MyProfilePage = lazyPage(() => import('./pages/my-profile-page'), 'MyProfilePage', 'my-profile');
const NewsletterDetailsPage = lazyPage(() => import('./pages/newsletter-details-page'), 'NewsletterDetailsPage');
const NewsletterPage = lazyPage(() => import('./pages/newsletter-page'), 'NewsletterPage', 'newsletter');
const NotificationsPage = lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage');
const OurProcessPage = lazyPage(() => import('./pages/our-process-page'), 'OurProcessPage');
const PackageDetailsPage = lazyPage(() => import('./pages/package-details-page'), 'PackageDetailsPage', 'package-details');
const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy-policy-page'), 'PrivacyPolicyPage');
const ProductRentalAgreementPage = lazyPage(() => import('./pages/product-rental-agreement-page'), 'ProductRentalAgreementPage');
const RefundPolicyPage = lazyPage(() => import('./pages/refund-policy-page'), 'RefundPolicyPage');
const TermsConditionPage = lazyPage(() => import('./pages/terms-condition-page'), 'TermsConditionPage');
// The back office: its own chunk, fetched only when someone opens #/operator.
const OperatorArea = lazyPage(() => import('./operator/operator-area'), 'OperatorArea');

// The hash routes of spec point 2 inside the layout, in the router's order. None is
// blocked for visitors: the spec names no route that only a logged-in user may see.
const LAYOUT_ROUTES: [path: string, Page: ComponentType | LazyPage][] = [
  ['home', HomePage],
  ['members-collection', MembersCollectionPage],
  ['member-application-form', MemberApplicationFormPage],
  ['package-details', PackageDetailsPage],
  ['our-process', OurProcessPage],
  ['privacy-policy', PrivacyPolicyPage],
  ['terms-condition', TermsConditionPage],
  ['eula-policy', EulaPolicyPage],
  ['newsletter', NewsletterPage],
  ['newsletter-details', NewsletterDetailsPage],
  ['book-bag/:title', BookBagPage],
  ['product/:title', BookBagPage],
  ['notifications', NotificationsPage],
  ['my-profile', MyProfilePage],
  ['product-rental-agreement', ProductRentalAgreementPage],
  ['refund-policy', RefundPolicyPage],
  ['logout', LogoutPage],
  ['operator/*', OperatorArea],
];

/**
 * Loads the first route's page before the site hydrates it, the route named by its first
 * segment (as index.html's boot script names it); resolves at once for the pages that are
 * always there.
 */
export function preloadRoute(route: string | null): Promise<void> {
  const page = LAYOUT_ROUTES.find(([path]) => path.split('/')[0] === route)?.[1];
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}

// #/header and #/footer show those parts alone, so they sit outside the layout.
export function AppRoutes() {
  return (
    <>
      <NavigationReset />
      <Routes>
        <Route path="header" element={<HeaderPage />} />
        <Route path="footer" element={<FooterPage />} />
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          {LAYOUT_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
