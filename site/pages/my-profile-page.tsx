import { useDocumentTitle } from '../layout/use-document-title';

export function MyProfilePage() {
  useDocumentTitle('My account');
  return (
    <section className="page page-wide">
      <h1>My account</h1>
      <p className="page-lead">Your details, membership, bookings, orders and invoices, and where your parcel is.</p>
      <tote-account />
    </section>
  );
}
