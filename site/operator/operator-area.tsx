import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { Link } from '../layout/link';
import { whoAmI } from '../../src/api/operator';
import { getUser } from '../../src/api/user';
import { isOperator } from '../../src/routing/status-route';
import { openDialog } from '../../src/stores/dialog';
import { $user, updateUser } from '../../src/stores/session';
import { useDocumentTitle } from '../layout/use-document-title';
import { ApplicationReviewPage } from './application-review-page';
import { ApplicationsPage } from './applications-page';
import { AuditPage } from './audit-page';
import { BagOfferPage } from './bag-offer-page';
import { BagOffersPage } from './bag-offers-page';
import { BookingPage } from './booking-page';
import { CataloguePage } from './catalogue-page';
import { ContentPage } from './content-page';
import { DeletionRequestsPage } from './deletion-requests-page';
import { FulfilmentPage } from './fulfilment-page';
import { MemberPage } from './member-page';
import { EventEditorPage } from './event-editor-page';
import { NewsletterEditorPage } from './newsletter-editor-page';
import { PlansPage } from './plans-page';
import { MembersPage } from './members-page';
import { isMarketing, MarketingArea } from './marketing-area';
import { PackingSlipPage } from './packing-slip-page';
import { PartnersPage } from './partners-page';
import { SnippetBuilderPage } from './snippet-builder-page';
import { OperatorNav } from './operator-nav';
import { OPERATOR_CSS } from './operator-styles';
import { OutboxPage } from './outbox-page';
import { PauseLimitsPage } from './pause-limits-page';
import { PaymentsPage } from './payments-page';
import { ProductEditorPage } from './product-editor-page';
import { ReviewsPage } from './reviews-page';
import { TodayPage } from './today-page';
import { useDocumentStyles } from './use-document-styles';

/**
 * #/operator/…: the club's back office, loaded only when an
 * operator opens it. Operators log in with the same dialogs as members; the
 * server checks the role on every call, this gate only spares members a page
 * of refusals.
 */
export function OperatorArea() {
  useDocumentStyles(OPERATOR_CSS);
  const user = useStore($user);
  if (!user) return <Gate kind="login" />;
  if (!isOperator(user)) return isMarketing(user) ? <MarketingArea /> : <Gate kind="member" userId={user.id} />;
  return (
    <div className="ops ops-shell">
      {/* Beside each page's one <section> (the shell is a two-column grid from tablet width up). */}
      <OperatorNav />
      <Routes>
        <Route index element={<TodayPage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="applications/:userId" element={<ApplicationReviewPage />} />
        <Route path="members" element={<MembersPage />} />
        <Route path="members/:userId" element={<MemberPage />} />
        <Route path="catalogue" element={<CataloguePage />} />
        <Route path="catalogue/new" element={<ProductEditorPage />} />
        <Route path="catalogue/:productId" element={<ProductEditorPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="fulfilment" element={<FulfilmentPage />} />
        <Route path="bookings/:bookingId" element={<BookingPage />} />
        <Route path="bookings/:bookingId/packing-slip" element={<PackingSlipPage />} />
        <Route path="bag-drops" element={<BagOffersPage />} />
        <Route path="bag-drops/:bagdropId" element={<BagOfferPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="content" element={<ContentPage />} />
        <Route path="content/newsletters/:id" element={<NewsletterEditorPage />} />
        <Route path="content/events/:id" element={<EventEditorPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="data-requests" element={<DeletionRequestsPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="pause-limits" element={<PauseLimitsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="snippets" element={<SnippetBuilderPage />} />
        <Route path="*" element={<GoTo route="/operator" />} />
      </Routes>
    </div>
  );
}

/**
 * Replaces the address with `route` (unknown sections open the Today dashboard). Not react-router's <Navigate>: it would add to the router code every page loads.
 */
function GoTo({ route }: { route: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(route, { replace: true });
  }, [route, navigate]);
  return null;
}

function Gate({ kind, userId }: { kind: 'login' | 'member'; userId?: number }) {
  useDocumentTitle('Back office');
  const [checking, setChecking] = useState(kind === 'member');
  // A role granted after this login is not in the stored user yet: ask the server once.
  useEffect(() => {
    if (kind !== 'member' || userId === undefined) return;
    let active = true;
    whoAmI()
      .then(() => getUser(userId))
      .then((fresh) => active && updateUser(fresh))
      .catch(() => undefined)
      .finally(() => active && setChecking(false));
    return () => {
      active = false;
    };
  }, [kind, userId]);
  return (
    <section className="ops ops-gate" aria-labelledby="ops-gate-title">
      <p className="ops-kicker">Tote</p>
      <h1 id="ops-gate-title">Back office</h1>
      {kind === 'login' ? (
        <>
          <p className="ops-lead">
            The club’s operators review applications, run the catalogue, ship and check in bags, and publish news here. Log in with your mobile number and the
            one-time password, as members do.
          </p>
          <p>
            <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
              Log in
            </button>
          </p>
        </>
      ) : checking ? (
        <p className="ops-muted" role="status">
          Checking your access…
        </p>
      ) : (
        <>
          <p className="ops-lead">
            This part of Tote is for the club’s operators. If you should have access, ask whoever runs the club to make you an operator, then log in again.
          </p>
          <p>
            <Link className="button button-quiet" to="/">
              Back to Tote
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
