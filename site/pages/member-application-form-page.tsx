import { useDocumentTitle } from '../layout/use-document-title';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/membership/membership-element';

/** The membership widget does the work; the page names it. */
export function MemberApplicationFormPage() {
  useDocumentTitle('Membership application');
  return (
    <section className="page">
      <h1>Membership application</h1>
      <tote-membership view="application" />
    </section>
  );
}
