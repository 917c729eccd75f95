import { useDocumentTitle } from '../layout/use-document-title';
// The route's first calls, imported before the widget so that on a first visit they start as this
// loads, before the widget is defined (src/routing/route-start.ts).
import '../../widgets/membership/packages-data';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/membership/membership-element';

export function PackageDetailsPage() {
  useDocumentTitle('Membership packages');
  return (
    <section className="page page--wide">
      <h1>Membership packages</h1>
      <p className="page-lead">Choose how many bags you carry at a time and for how long. Delivery and collection are always included.</p>
      <tote-membership view="packages" />
    </section>
  );
}
