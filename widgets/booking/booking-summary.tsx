import { useEffect, useRef } from 'react';
import { SiteLink } from '../../src/ui/site-link';
import type { BookingTerms } from './booking-terms';

export const AGREEMENT_LABEL = 'I have read and accept the rental agreement';

/** The facts of a booking, before it is confirmed and after: dates, delivery, address, pickup, cost, damage. */
export function BookingTermsList({ terms, addressNote }: { terms: BookingTerms; addressNote?: boolean }) {
  return (
    <dl className="terms">
      <div>
        <dt>Dates</dt>
        <dd>{terms.dates}</dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{terms.delivery}</dd>
      </div>
      <div>
        <dt>Delivery address</dt>
        <dd>
          {terms.address ? (
            <span className="address">
              {terms.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          ) : (
            <span>The address in your account.</span>
          )}
          {addressNote && (
            <span className="terms-note">
              Somewhere else this time? <SiteLink route="/my-profile">Change your delivery address in My Account</SiteLink> before you confirm.
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>Return pickup</dt>
        <dd>{terms.pickup}</dd>
      </div>
      <div>
        <dt>What it costs</dt>
        <dd>{terms.cost}</dd>
      </div>
      <div>
        <dt>If something happens to it</dt>
        <dd>
          <ul className="damage">
            {terms.damage.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

interface SummaryProps {
  bagTitle: string;
  terms: BookingTerms;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  agreementError: string | null;
  refusal: string | null;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The step before a booking is made: everything it means, the rental agreement
 * to read and then its box to tick, and Confirm. Focus comes to its heading.
 */
export function BookingSummary({ bagTitle, terms, agreed, onAgreed, agreementError, refusal, busy, onConfirm, onBack }: SummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      className="summary"
      aria-labelledby="summary-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <h3 id="summary-title" ref={heading} tabIndex={-1}>
        Check your booking of {bagTitle}
      </h3>
      <BookingTermsList terms={terms} addressNote />
      <p className="agreement-link">
        Please read the <SiteLink route="/product-rental-agreement">rental agreement</SiteLink>: it sets out delivery, care, returns and damage in full.
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={agreementError ? true : undefined}
          aria-describedby={agreementError ? 'agreement-error' : undefined}
          onChange={(e) => onAgreed(e.currentTarget.checked)}
        />
        <span>{AGREEMENT_LABEL}</span>
      </label>
      {agreementError && (
        <p id="agreement-error" className="error-text" role="alert">
          {agreementError}
        </p>
      )}
      {refusal && (
        <p className="error-text refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button button-primary book-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Booking…' : 'Confirm booking'}
        </button>
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          Change dates
        </button>
      </div>
    </form>
  );
}
