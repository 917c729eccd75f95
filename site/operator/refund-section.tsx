import { useId, useState } from 'react';
import { creditNotePath, refundOrder } from '../../src/api/operator-operations';
import { fetchDocument } from '../../src/api/operator';
import { MEMBER_MESSAGES_OF_CHANGES as TOLD } from '../../src/api/shapes/operator-change-messages';
import type { CreditNote, OrderRefunds } from '../../src/api/shapes/operator-operations';
import { formatMoney } from '../../src/ui/format';
import { formatMoment } from '../../src/ui/format-details';
import { TextAreaField } from '../../src/ui/text-area-field';
import { useQuery } from '../../src/ui/use-query';
import { useConfirm } from './confirm-dialog';
import { OPERATION_CHANGES, refundsStore } from './operations-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';

/** A paid order's refunds: its credit notes (PDF), and a refund in full or in part, through the gateway or by hand. */
export function RefundSection({ orderId, memberName }: { orderId: number; memberName: string }) {
  const { state } = useQuery(refundsStore(orderId), { keepPrevious: true });
  if (state.kind !== 'ready') return null;
  const refunds = state.value;
  return (
    <div className="ops-refunds">
      {refunds.creditNotes.length ? (
        <ul aria-label={`Credit notes of order ${orderId}`}>
          {refunds.creditNotes.map((note) => (
            <li key={note.creditNoteId}>
              Credit note {note.serial}, {formatMoment(note.issuedAt)}: {formatMoney(note.totalAmount)} (GST {formatMoney(note.tax)}){' '}
              {note.method === 'gateway' ? 'through the payment gateway' : `by hand, ${note.reference ?? ''}`} — {note.reason}{' '}
              <DownloadCreditNote note={note} />
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.refundable > 0 ? <RefundForm refunds={refunds} memberName={memberName} /> : <p className="ops-muted">Refunded in full.</p>}
    </div>
  );
}

function DownloadCreditNote({ note }: { note: CreditNote }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-quiet button-small"
        onClick={() =>
          fetchDocument(creditNotePath(note.creditNoteId)).then(
            (blob) => {
              const url = URL.createObjectURL(blob);
              const link = Object.assign(document.createElement('a'), { href: url, download: `${note.serial.replace(/\//g, '-')}.pdf` });
              link.click();
              setTimeout(() => URL.revokeObjectURL(url), 60_000);
              setFailed(false);
            },
            () => setFailed(true),
          )
        }
      >
        Download PDF<span className="visually-hidden"> of credit note {note.serial}</span>
      </button>
      {failed ? (
        <span className="ops-error" role="alert">
          The credit note could not be downloaded. Please try again.
        </span>
      ) : null}
    </>
  );
}

function RefundForm({ refunds, memberName }: { refunds: OrderRefunds; memberName: string }) {
  const id = useId();
  const action = useOperatorWrite(OPERATION_CHANGES);
  const confirm = useConfirm();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<'gateway' | 'manual'>(refunds.gatewayRefund ? 'gateway' : 'manual');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const rupees = amount.trim() ? Number(amount.trim()) : refunds.refundable;
  return (
    <form
      className="ops-form ops-card"
      noValidate
      aria-label={`Refund order ${refunds.orderId}`}
      onSubmit={(event) => {
        event.preventDefault();
        const whole = Number.isFinite(rupees) ? rupees : 0;
        confirm.ask({
          title: `Refund ${formatMoney(whole)} to ${memberName}?`,
          what: `${method === 'gateway' ? 'The payment gateway gives it back the way they paid' : `Recorded as paid back by hand (${reference.trim() || 'reference'})`}, and a credit note against invoice ${refunds.invoiceNumber ?? ''} is issued. ${formatMoney(Math.max(0, refunds.refundable - whole))} will be left to refund.`,
          memberSees: TOLD.refundIssued({ amountText: formatMoney(whole), creditNote: 'numbered when issued', manual: method === 'manual' }),
          confirmLabel: 'Refund',
          danger: true,
          run: () =>
            void action.run(async () => {
              const note = await refundOrder(refunds.orderId, {
                reason: reason.trim(),
                method,
                ...(amount.trim() ? { amount: Number.isFinite(rupees) ? rupees : -1 } : {}),
                ...(method === 'manual' ? { reference: reference.trim() } : {}),
              });
              setAmount('');
              setReason('');
              return `Refunded ${formatMoney(note.totalAmount)}: credit note ${note.serial} is issued. ${memberName} has been told.`;
            }),
        });
      }}
    >
      <h3 id={`${id}-title`}>
        Refund{' '}
        <span className="ops-muted">
          (paid {formatMoney(refunds.paid)}, {formatMoney(refunds.refundable)} left to refund)
        </span>
      </h3>
      <Feedback action={action} />
      {confirm.dialog}
      <div className="ops-form-grid">
        <div className={action.fieldErrors.amount ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-amount`}>
            Amount in rupees, GST included <span className="field__optional">(empty: all that is left)</span>
          </label>
          <input
            id={`${id}-amount`}
            className="field__input"
            inputMode="decimal"
            value={amount}
            maxLength={12}
            aria-invalid={action.fieldErrors.amount ? true : undefined}
            aria-describedby={action.fieldErrors.amount ? `${id}-amount-error` : undefined}
            onChange={(e) => setAmount(e.currentTarget.value.replace(/[^0-9.]/g, ''))}
          />
          {action.fieldErrors.amount ? (
            <p id={`${id}-amount-error`} className="field__error">
              {action.fieldErrors.amount}
            </p>
          ) : null}
        </div>
        <fieldset className="ops-form">
          <legend className="ops-legend">How the money goes back</legend>
          <label>
            <input type="radio" name={`${id}-method`} checked={method === 'gateway'} disabled={!refunds.gatewayRefund} onChange={() => setMethod('gateway')} />{' '}
            Through the payment gateway{refunds.gatewayRefund ? '' : ' (not possible for this payment)'}
          </label>
          <label>
            <input type="radio" name={`${id}-method`} checked={method === 'manual'} onChange={() => setMethod('manual')} /> Paid back by hand (bank transfer)
          </label>
        </fieldset>
        {method === 'manual' ? (
          <div className={action.fieldErrors.reference ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-reference`}>
              Bank reference (UTR)
            </label>
            <input
              id={`${id}-reference`}
              className="field__input"
              value={reference}
              maxLength={60}
              autoComplete="off"
              aria-invalid={action.fieldErrors.reference ? true : undefined}
              aria-describedby={action.fieldErrors.reference ? `${id}-reference-error` : undefined}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
            {action.fieldErrors.reference ? (
              <p id={`${id}-reference-error`} className="field__error">
                {action.fieldErrors.reference}
              </p>
            ) : null}
          </div>
        ) : null}
        <TextAreaField
          label="Reason (printed on the credit note)"
          rows={2}
          value={reason}
          onChange={setReason}
          maxLength={200}
          error={action.fieldErrors.reason}
          wide
        />
      </div>
      <p>
        <button type="submit" className="button button-danger" disabled={action.busy}>
          Refund…
        </button>
      </p>
    </form>
  );
}
