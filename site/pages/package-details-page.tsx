import { useDocumentTitle } from '../layout/use-document-title';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/membership/membership-element';

export function PackageDetailsPage() {
  useDocumentTitle('Membership packages');
  return (
    <section className="page">
      <h1>Membership packages</h1>
      <p className="page-lead">Where your application stands, the plans, and what is due for the one you choose.</p>
      <tote-membership view="packages" />
    </section>
  );
}
