import { useDocumentTitle } from '../layout/use-document-title';
// The route's first calls, imported before the widget so that on a first visit they start as this
// loads, before the widget is defined (src/routing/route-start.ts).
import '../../widgets/account/account-data';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/account/account-element';
import { provideMemberAccount } from '../../widgets/account/account';
import { MemberAccount } from '../../widgets/account/member-account';

provideMemberAccount(MemberAccount);

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
