import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NavigationReset } from './layout/navigation-reset';
import { SiteLayout } from './layout/site-layout';
import { FooterPage } from './pages/footer-page';
import { HeaderPage } from './pages/header-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { startRouteData } from './route-data';

/**
 * A page loaded on first visit, in its own chunk, so the home page's first load
 * stays small. The page imports the widget it renders; the build makes the dynamic
 * import fetch every chunk the page needs at once, and the boot script in
 * index.html preloads them on a first visit. `data` starts the page's first calls
 * in parallel with its code (site/route-data.ts).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, route?: string) {
  return lazy(async () => {
    if (route) startRouteData(route);
    const module = await load();
    return { default: module[name] };
  });
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
// The back office (issue 13): its own chunk, fetched only when someone opens #/operator.
const OperatorArea = lazyPage(() => import('./operator/operator-area'), 'OperatorArea');

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
          <Route path="operator/*" element={<OperatorArea />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
