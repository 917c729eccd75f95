import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../layout/link';
import { endSessions, holdMembership, reactivateMembership } from '../../src/api/operator';
import type { MemberDetail } from '../../src/api/shapes/operator';
import { formatDay, formatMoney } from '../../src/ui/format';
import { formatMobile, formatMoment, orderNumber, statusWord } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { memberStore, CHANGES } from './operator-stores';
import { Feedback } from './parts';
import { useOperatorWrite } from './operator-write';
import { StatusBadge } from '../../src/ui/status-badge';
import { useConfirm } from './confirm-dialog';
import { DeactivateForm, EditDetails, UndoHold } from './member-operations';
import { ReasonSubmit } from './reason-submit';
import { RefundSection } from './refund-section';
import { MemberPauses } from './member-pauses';

/** #/operator/members/:userId: one member's whole record, and their membership's hold or reactivation. */
export function MemberPage() {
  const userId = Number(useParams().userId);
  const { state, retry } = useQuery(memberStore(userId), { keepPrevious: true });
  useDocumentTitle(state.kind === 'ready' ? `${state.value.name} · Members · Back office` : 'Member · Back office');
  return (
    <section className="ops" aria-labelledby="ops-member">
      <p className="back-link">
        <Link to="/operator/members">All members</Link>
      </p>
      <LoadSection state={state} retry={retry} what="the member">
        {(member) => <Member key={member.userId} member={member} />}
      </LoadSection>
    </section>
  );
}

function Member({ member }: { member: MemberDetail }) {
  const action = useOperatorWrite(CHANGES.membership);
  const [reason, setReason] = useState('');
  const [heldAt, setHeldAt] = useState<number | null>(null);
  const confirm = useConfirm();
  const current = member.membership;
  const canHold = member.status === 'ACTIVE' && current?.status === 'ACTIVE';
  const canReactivate = (member.status === 'ACTIVE' || member.status === 'DEACTIVE') && (current?.status === 'ONHOLD' || current?.status === 'DEACTIVATED');
  return (
    <>
      <div>
        <p className="ops-kicker">Member</p>
        <h1 id="ops-member">
          {member.name} <StatusBadge code={member.status} />
        </h1>
      </div>
      <div className="ops-split">
        <dl className="ops-facts ops-card">
          <dt>Mobile</dt>
          <dd>{formatMobile(member.mobile)}</dd>
          <dt>E-mail</dt>
          <dd>{member.email ?? '—'}</dd>
          <dt>City</dt>
          <dd>{[member.city, member.state, member.zipcode].filter(Boolean).join(', ') || '—'}</dd>
          <dt>Aadhaar</dt>
          <dd>{member.aadhaarMasked ?? '—'}</dd>
          <dt>Joined</dt>
          <dd>{formatMoment(member.joinedAt)}</dd>
          <dt>Membership</dt>
          <dd>
            {current
              ? `${current.planName} (${current.months} months), ${formatDay(current.startDate)} to ${formatDay(current.endDate)}: ${statusWord(current.status)}`
              : 'none'}
          </dd>
        </dl>
        <div className="ops-section">
          <h2>Membership</h2>
          <Feedback action={action} />
          {confirm.dialog}
          {heldAt !== null && current?.status === 'ONHOLD' ? <UndoHold key={heldAt} member={member} heldAt={heldAt} /> : null}
          {canHold ? (
            <form
              className="ops-form ops-card"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                confirm.ask({
                  title: `Put the membership of ${member.name} on hold?`,
                  what: 'They cannot book until you reactivate it; bookings already made stay. You can undo it for a minute.',
                  memberSees: `A notification: “Your membership is on hold”, saying new bookings are paused, with your reason: ${reason.trim() || '(your reason)'}`,
                  confirmLabel: 'Put on hold',
                  danger: true,
                  run: () =>
                    void action.run(async () => {
                      await holdMembership(member.userId, reason.trim());
                      setReason('');
                      setHeldAt(Date.now());
                      return `The membership of ${member.name} is on hold: they cannot book until you reactivate it. They have been notified.`;
                    }),
                });
              }}
            >
              <ReasonSubmit
                label="Reason for the member"
                hint="Put on hold: new bookings are paused until you reactivate it."
                reason={reason}
                onReason={setReason}
                error={action.fieldErrors.reason}
                busy={action.busy}
                submit="Put membership on hold"
              />
            </form>
          ) : null}
          {canReactivate ? (
            <p>
              <button
                type="button"
                className="button button-primary"
                disabled={action.busy}
                onClick={() =>
                  void action.run(async () => {
                    await reactivateMembership(member.userId);
                    return `The membership of ${member.name} is active again. They have been notified.`;
                  })
                }
              >
                Reactivate membership
              </button>
            </p>
          ) : null}
          {member.status === 'ACTIVE' && (current?.status === 'ACTIVE' || current?.status === 'ONHOLD') ? <DeactivateForm member={member} /> : null}
          {!canHold && !canReactivate ? (
            <p className="ops-muted">Nothing to change: {current ? 'this membership can be neither held nor reactivated now' : 'no membership yet'}.</p>
          ) : null}
        </div>
      </div>

      <EditDetails member={member} />
      <MemberPauses member={member} />

      <SessionsSection member={member} />

      <div className="ops-section">
        <h2>Bookings</h2>
        {member.bookings.length === 0 ? <p className="ops-muted">No bookings.</p> : null}
        <ul className="ops-list">
          {member.bookings.map((b) => (
            <li key={b.bookingId} className="ops-row ops-row--plain">
              <div>
                <p>
                  <Link to={`/operator/bookings/${b.bookingId}`}>{b.bag.title}</Link> <span className="ops-muted">by {b.bag.brand}</span>{' '}
                  <StatusBadge code={b.overdueDays ? 'OVERDUE' : b.stage}>{b.overdueDays ? `Overdue ${b.overdueDays} d` : statusWord(b.stage)}</StatusBadge>
                </p>
                <p className="ops-muted">
                  {formatDay(b.startDate)} to {formatDay(b.returnDate)}
                  {b.wbNo ? ` · waybill ${b.wbNo}` : ''}
                  {b.condition ? ` · came back ${statusWord(b.condition).toLowerCase()}${b.note ? `: ${b.note}` : ''}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className="ops-section">
        <h2>Orders and payments</h2>
        {member.orders.length === 0 ? <p className="ops-muted">No orders.</p> : null}
        <ul className="ops-list">
          {member.orders.map((o) => (
            <li key={o.orderId} className="ops-card">
              <p>
                Order {orderNumber(o)}: {o.membershipPlanSlab?.membershipPlanName ?? 'membership'}{' '}
                {o.membershipPlanSlab?.durationInMonths ? `(${o.membershipPlanSlab.durationInMonths} months)` : ''},{' '}
                {formatMoney(o.totalAmount ?? o.amount ?? 0)} <StatusBadge code={o.status.name} />
                {o.invoiceNumber ? <span className="ops-muted"> · invoice {o.invoiceNumber}</span> : null}
              </p>
              <ul>
                {member.payments
                  .filter((p) => p.orderId === o.orderId)
                  .map((p) => (
                    <li key={p.paymentId}>
                      {formatMoment(p.createdAt)}: {formatMoney(p.amount)} by {p.method ?? 'unknown'} {p.methodHint ?? ''} — {statusWord(p.status)}
                      {p.failureReason ? ` (${p.failureReason})` : ''}
                    </li>
                  ))}
              </ul>
              {o.invoiceNumber ? <RefundSection orderId={o.orderId} memberName={member.name} /> : null}
            </li>
          ))}
        </ul>
      </div>

      <div className="ops-section">
        <h2>Applications</h2>
        {member.applications.length === 0 ? (
          <p className="ops-muted">No application.</p>
        ) : (
          <p>
            <Link to={`/operator/applications/${member.userId}`}>
              {member.applications.length === 1 ? 'The application' : `${member.applications.length} applications`} with documents
            </Link>
          </p>
        )}
      </div>
    </>
  );
}

/** Ends the person's sessions everywhere: an operator's lost laptop, a member's shared computer. */
function SessionsSection({ member }: { member: MemberDetail }) {
  const action = useOperatorWrite(CHANGES.sessions);
  const [reason, setReason] = useState('');
  return (
    <div className="ops-section">
      <h2>Sessions</h2>
      <Feedback action={action} />
      <form
        className="ops-form ops-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            await endSessions(member.userId, reason.trim());
            setReason('');
            return `Every session of ${member.name} has ended: they log in again with an OTP.`;
          });
        }}
      >
        <ReasonSubmit
          label="Reason (kept in the audit log)"
          hint={`Logs ${member.name} out on every device and tab.`}
          reason={reason}
          onReason={setReason}
          error={action.fieldErrors.reason}
          busy={action.busy}
          submit="End all sessions"
        />
      </form>
    </div>
  );
}
