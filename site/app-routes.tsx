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
const MembersCollectionPage = lazyPage(
  () => import('./pages/members-collection-page'),
  'MembersCollectionPage',
  'members-collection',
);
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

/** The page of each lazily loaded route, by the route's first segment (as index.html's boot script names it). */
const LAZY_ROUTES: Record<string, LazyPage> = {
  'book-bag': BookBagPage,
  product: BookBagPage,
  'eula-policy': EulaPolicyPage,
  logout: LogoutPage,
  'member-application-form': MemberApplicationFormPage,
  'members-collection': MembersCollectionPage,
  'my-profile': MyProfilePage,
  'newsletter-details': NewsletterDetailsPage,
  newsletter: NewsletterPage,
  notifications: NotificationsPage,
  'our-process': OurProcessPage,
  'package-details': PackageDetailsPage,
  'privacy-policy': PrivacyPolicyPage,
  'product-rental-agreement': ProductRentalAgreementPage,
  'refund-policy': RefundPolicyPage,
  'terms-condition': TermsConditionPage,
};

/** Loads the first route's page before the site hydrates it; resolves at once for the pages that are always there. */
export function preloadRoute(route: string | null): Promise<void> {
  return LAZY_ROUTES[route ?? '']?.preload() ?? Promise.resolve();
}

// The hash routes of spec point 2. None is blocked for visitors: the spec names
// no route that only a logged-in user may see. #/header and #/footer show those
// parts alone, so they sit outside the layout.
export function AppRoutes() {
  return (
    <>
      <NavigationReset />
      <Routes>
        <Route path="header" element={<HeaderPage />} />
        <Route path="footer" element={<FooterPage />} />
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="members-collection" element={<MembersCollectionPage />} />
          <Route path="member-application-form" element={<MemberApplicationFormPage />} />
          <Route path="package-details" element={<PackageDetailsPage />} />
          <Route path="our-process" element={<OurProcessPage />} />
          <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="terms-condition" element={<TermsConditionPage />} />
          <Route path="eula-policy" element={<EulaPolicyPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="newsletter-details" element={<NewsletterDetailsPage />} />
          <Route path="book-bag/:title" element={<BookBagPage />} />
          <Route path="product/:title" element={<BookBagPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="my-profile" element={<MyProfilePage />} />
          <Route path="product-rental-agreement" element={<ProductRentalAgreementPage />} />
          <Route path="refund-policy" element={<RefundPolicyPage />} />
          <Route path="logout" element={<LogoutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
