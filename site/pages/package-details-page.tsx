import { useDocumentTitle } from '../layout/use-document-title';

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
