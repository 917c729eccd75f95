import { useId } from 'react';
import type { ManualPaymentInstructions } from '../../src/api/shapes/manual-payment';
import { formatMoney } from '../../src/ui/format';

interface ManualPaymentProps {
  instructions: ManualPaymentInstructions;
  /** What is due when no attempt has been made yet (the instructions carry the amount once one is). */
  total: number;
  busy: boolean;
  /** Makes the payment attempt: the server answers with the reference to write on the transfer. */
  onStart: () => void;
}

/**
 * Paying by hand (the club's manual payment mode): where to send the money, how
 * much, and the reference to write on the transfer, with the plain word that a
 * person confirms it. The membership starts when an operator marks it received.
 */
export function ManualPayment({ instructions, total, busy, onStart }: ManualPaymentProps) {
  const id = useId();
  const rows: [string, string | null][] = [
    ['Amount', formatMoney(instructions.amount ?? total)],
    ['UPI ID', instructions.upiId],
    ['Account name', instructions.accountName],
    ['Account number', instructions.bankAccountNumber],
    ['IFSC', instructions.ifsc],
    ['Bank', instructions.bankName],
    ['Reference', instructions.reference],
  ];
  return (
    <div className="manual-pay" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} className="due__title">
        Pay by UPI or bank transfer
      </h3>
      <p>{instructions.note}</p>
      <dl className="summary">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {instructions.reference ? (
        <p role="status">
          Write the reference <strong>{instructions.reference}</strong> in the payment’s remarks. We will let you know in your notifications when your
          membership starts.
        </p>
      ) : (
        <button type="button" className="button button-primary" onClick={onStart} disabled={busy} aria-busy={busy}>
          {busy ? 'One moment…' : 'Get my payment reference'}
        </button>
      )}
    </div>
  );
}
