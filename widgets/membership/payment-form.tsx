import { useState } from 'react';
import { TextField } from '../../src/ui/text-field';
import { cardDigits, cardNumberProblem, upiIdProblem } from '../../src/validation/payment';
import type { Instrument } from './pay-flow';

interface PaymentFormProps {
  /** What the button says, e.g. 'Pay ₹19,999'. */
  action: string;
  busy: boolean;
  /** Demo gateway: say which test details are declined, so the failure path can be tried. */
  demo: boolean;
  /** The gateway's own page takes the details (Razorpay): nothing is asked here, the button leads there. */
  hosted?: boolean;
  onPay: (instrument: Instrument) => void;
}

/** Card or UPI, then one button; the button is busy and disabled while a payment is in flight. */
export function PaymentForm({ action, busy, demo, hosted = false, onPay }: PaymentFormProps) {
  const [method, setMethod] = useState<'card' | 'upi'>('card');
  const [card, setCard] = useState('');
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    if (busy) return;
    if (hosted) return onPay({ method: 'hosted' });
    if (method === 'card') {
      const problem = cardNumberProblem(card);
      if (problem) return setError(problem);
      onPay({ method: 'card', cardNumber: cardDigits(card) });
    } else {
      const problem = upiIdProblem(upi);
      if (problem) return setError(problem);
      onPay({ method: 'upi', upiId: upi.trim() });
    }
  }

  if (hosted) {
    return (
      <form
        className="payment-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="muted">You pay on our payment partner's secure page (card, UPI or netbanking), then come back here.</p>
        <button type="submit" className="button button-primary pay-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Opening the payment page…' : action}
        </button>
      </form>
    );
  }

  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="methods" disabled={busy}>
        <legend className="field__label">Pay with</legend>
        {(['card', 'upi'] as const).map((m) => (
          <label key={m} className="check">
            <input type="radio" name="method" value={m} checked={method === m} onChange={() => (setMethod(m), setError(null))} />
            {m === 'card' ? 'Card' : 'UPI'}
          </label>
        ))}
      </fieldset>
      {method === 'card' ? (
        <TextField
          label="Card number"
          value={card}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          filter={(raw) => raw.replace(/[^0-9 ]/g, '')}
          onValueChange={(v) => (setCard(v), setError(null))}
          error={error}
          disabled={busy}
        />
      ) : (
        <TextField label="UPI ID" value={upi} autoComplete="off" onValueChange={(v) => (setUpi(v), setError(null))} error={error} disabled={busy} />
      )}
      {demo ? (
        <p className="muted">
          Demo payments move no money. Any card or UPI ID is accepted except card 4000 0000 0000 0002 and UPI ID failure@upi, which are declined.
        </p>
      ) : null}
      <button type="submit" className="button button-primary pay-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Paying…' : action}
      </button>
    </form>
  );
}
