import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { BookBagPage } from './pages/book-bag-page';
import { EulaPolicyPage } from './pages/eula-policy-page';
import { FooterPage } from './pages/footer-page';
import { HeaderPage } from './pages/header-page';
import { HomePage } from './pages/home-page';
import { LogoutPage } from './pages/logout-page';
import { MemberApplicationFormPage } from './pages/member-application-form-page';
import { MembersCollectionPage } from './pages/members-collection-page';
import { MyProfilePage } from './pages/my-profile-page';
import { NewsletterDetailsPage } from './pages/newsletter-details-page';
import { NewsletterPage } from './pages/newsletter-page';
import { NotFoundPage } from './pages/not-found-page';
import { NotificationsPage } from './pages/notifications-page';
import { OurProcessPage } from './pages/our-process-page';
import { PackageDetailsPage } from './pages/package-details-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { ProductRentalAgreementPage } from './pages/product-rental-agreement-page';
import { RefundPolicyPage } from './pages/refund-policy-page';
import { TermsConditionPage } from './pages/terms-condition-page';

// The hash routes of spec point 2. None is blocked for visitors: the spec names
// no route that only a logged-in user may see.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="header" element={<HeaderPage />} />
        <Route path="footer" element={<FooterPage />} />
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
  );
}
