import { useId, useState } from 'react';
import { Link } from '../layout/link';
import { markPaymentNotReceived, markPaymentReceived } from '../../src/api/operator';
import type { AwaitingPayment } from '../../src/api/shapes/payment';
import { formatMoney } from '../../src/ui/format';
import { formatMoment } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { $awaitingPayments, CHANGES } from './operator-stores';
import { Feedback } from './parts';
import { type Action, useOperatorWrite } from './operator-write';

/**
 * #/operator/payments: payments members made by hand (UPI or bank transfer, the
 * server's manual payment mode), waiting for an operator to find the money in
 * the club's bank account and mark it received.
 */
export function PaymentsPage() {
  useDocumentTitle('Payments · Back office');
  const { state, retry } = useQuery($awaitingPayments, { keepPrevious: true });
  const action = useOperatorWrite(CHANGES.payment);
  return (
    <section className="ops" aria-labelledby="ops-payments">
      <div>
        <h1 id="ops-payments">Payments by hand</h1>
        <p className="ops-lead">
          While the club takes payments by UPI or bank transfer, members are shown our account and a reference, and nothing starts until one of us confirms the
          money arrived. Find each reference in the bank statement, then mark it received: the order is paid, its tax invoice issued, the membership starts and
          the member is told. Each one is in the audit log.
        </p>
      </div>
      <Feedback action={action} />
      <LoadSection state={state} retry={retry} what="the payments">
        {(payments) =>
          payments.length === 0 ? (
            <p className="ops-card">No payment is waiting. (With a payment gateway, payments never wait here.)</p>
          ) : (
            <ul className="ops-list" aria-label="Payments waiting">
              {payments.map((payment) => (
                <li key={payment.paymentId} className="ops-row ops-row--plain">
                  <AwaitingRow payment={payment} action={action} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadSection>
    </section>
  );
}

function AwaitingRow({ payment, action }: { payment: AwaitingPayment; action: Action }) {
  const [bankReference, setBankReference] = useState('');
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <div className="ops-section">
      <p>
        <strong>{formatMoney(payment.amount)}</strong> · reference <strong>{payment.reference ?? '-'}</strong>
      </p>
      <p className="ops-muted">
        <Link to={`/operator/members/${payment.userId}`}>{payment.memberName}</Link> ({payment.mobile}), {payment.plan}, asked {formatMoment(payment.createdAt)}
      </p>
      <form
        className="ops-inline"
        noValidate
        aria-label={`Mark payment ${payment.reference ?? payment.paymentId} received`}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            const done = await markPaymentReceived(payment.paymentId, bankReference);
            return `${payment.memberName}'s payment of ${formatMoney(payment.amount)} is received: invoice ${done.invoiceNumber ?? ''} issued and the membership started.`;
          });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={id}>
            Bank reference (UTR)<span className="visually-hidden"> for {payment.reference}</span>
            <span className="field__optional"> (optional)</span>
          </label>
          <input
            id={id}
            className="field__input"
            value={bankReference}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setBankReference(event.currentTarget.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={action.busy}>
          Mark received<span className="visually-hidden"> {payment.reference}</span>
        </button>
      </form>
      <form
        className="ops-inline"
        noValidate
        aria-label={`Mark payment ${payment.reference ?? payment.paymentId} not received`}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            await markPaymentNotReceived(payment.paymentId, reason);
            return `Payment ${payment.reference ?? ''} marked not received. ${payment.memberName} can pay again or choose another plan.`;
          });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            Why it was not received<span className="visually-hidden"> for {payment.reference}</span>
          </label>
          <input
            id={`${id}-reason`}
            className="field__input"
            value={reason}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </div>
        <button type="submit" className="button" disabled={action.busy}>
          Not received<span className="visually-hidden"> {payment.reference}</span>
        </button>
      </form>
    </div>
  );
}
