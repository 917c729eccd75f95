import { useDocumentTitle } from '../layout/use-document-title';
// The route's first calls, imported before the widget so that on a first visit they start as this
// loads, before the widget is defined (src/routing/route-start.ts).
import '../../widgets/account/account-data';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/account/account-element';
import '../../widgets/bagdrop/bagdrop-element';
import { provideMemberAccount } from '../../widgets/account/account';
import { MemberAccount } from '../../widgets/account/member-account';

provideMemberAccount(MemberAccount);

export function MyProfilePage() {
  useDocumentTitle('My account');
  return (
    <section className="page page-wide">
      <h1>My account</h1>
      <p className="page-lead">
        Your details, membership, bookings, orders and invoices, and where your parcel is; and the bag drop, to offer a bag of your own.
      </p>
      <tote-account />
      {/* Our Process sends members here to offer a bag: the same form as under the collection. */}
      <tote-bagdrop />
    </section>
  );
}
