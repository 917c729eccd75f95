import type { MembershipSlab } from '../../src/api/shapes/membership';
import { formatMoney, planLabel } from '../../src/ui/format';
import { PRIVACY_NOTICE } from '../../src/api/shapes/privacy';
import { CONSENT_MESSAGE, DOCUMENTS, goTo, missingDocuments, setConsent, type ApplicationState } from './application-store';

/** Step 4: everything once more, each part with its way back to change it. */
export function ReviewStep({ state, slab }: { state: ApplicationState; slab: MembershipSlab | null }) {
  const { values, aadhaar, pan, files } = state;
  const address = [values.addressLine1, values.addressLine2, values.city, values.state, values.zipcode].filter((p) => p.trim()).join(', ');
  const missing = missingDocuments(state);
  return (
    <div className="review">
      <ReviewPart
        title="Your details"
        step={0}
        what="your details"
        rows={[
          ['Name', `${values.firstName} ${values.lastName}`],
          ['Email', values.email],
          ['Mobile number', values.mobile],
          ['Address', address],
        ]}
      />
      <ReviewPart title="Your plan" step={1} what="your plan" rows={[['Plan', slab ? `${planLabel(slab)}, ${formatMoney(slab.amount)}` : 'Not chosen']]} />
      <ReviewPart
        title="Your identity"
        step={2}
        what="your identity and documents"
        rows={[
          ['Aadhaar', aadhaar.verified ? `XXXX XXXX ${aadhaar.number.slice(-4)}, ${aadhaar.manual ? 'checked by our team' : 'verified'}` : 'Not verified'],
          ['PAN', pan],
          [
            'Photos',
            DOCUMENTS.filter((d) => files[d.kind])
              .map((d) => d.label)
              .join(', ') || 'None added',
          ],
        ]}
      />
      {missing.length ? (
        <p className="form-error" role="alert">
          Please add again: {missing.map((d) => d.label).join(', ')}. Photos are not kept when the page is reloaded.
        </p>
      ) : null}
      <PrivacyNotice state={state} />
    </div>
  );
}

/** One part of the summary, and 'Change' back to the step it came from. */
function ReviewPart({ title, step, what, rows }: { title: string; step: number; what: string; rows: readonly (readonly [string, string])[] }) {
  const id = `review-${step}`;
  return (
    <section className="review__part" aria-labelledby={id}>
      <div className="review__head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="link-button" onClick={() => goTo(step)}>
          Change<span className="visually-hidden"> {what}</span>
        </button>
      </div>
      <dl className="summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The itemised notice (DPDP Act 2023) and the member's agreement, recorded with the notice's version when the application is sent. */
function PrivacyNotice({ state }: { state: ApplicationState }) {
  const error = state.showErrors && !state.consented ? CONSENT_MESSAGE : null;
  return (
    <section className="review__part" aria-labelledby="review-privacy">
      <h3 id="review-privacy">How we use your data</h3>
      <ul className="privacy-notice">
        {PRIVACY_NOTICE.items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
      <p>You can download your data or ask us to delete it from My Account; our privacy policy has the details and names our Grievance Officer.</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.consented}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'review-privacy-error' : undefined}
        />{' '}
        I have read how my data is used and agree to each point above.
      </label>
      {error ? (
        <p id="review-privacy-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
