import type { MembershipSlab } from '../../src/api/shapes/membership';
import { formatMoney, planLabel } from '../../src/ui/format';
import { DOCUMENTS, goTo, missingDocuments, type ApplicationState } from './application-store';

/** Step 4: everything once more, each part with its way back to change it. */
export function ReviewStep({ state, slab }: { state: ApplicationState; slab: MembershipSlab | null }) {
  const { values, aadhaar, pan, files } = state;
  const address = [values.addressLine1, values.addressLine2, values.city, values.state, values.zipcode].filter((p) => p.trim()).join(', ');
  const missing = missingDocuments(state);
  const edit = (to: number, what: string) => (
    <button type="button" className="link-button" onClick={() => goTo(to)}>
      Change<span className="visually-hidden"> {what}</span>
    </button>
  );
  return (
    <div className="review">
      <section className="review__part" aria-labelledby="review-details">
        <div className="review__head">
          <h3 id="review-details">Your details</h3>
          {edit(0, 'your details')}
        </div>
        <dl className="summary">
          <div>
            <dt>Name</dt>
            <dd>
              {values.firstName} {values.lastName}
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{values.email}</dd>
          </div>
          <div>
            <dt>Mobile number</dt>
            <dd>{values.mobile}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{address}</dd>
          </div>
        </dl>
      </section>
      <section className="review__part" aria-labelledby="review-plan">
        <div className="review__head">
          <h3 id="review-plan">Your plan</h3>
          {edit(1, 'your plan')}
        </div>
        <dl className="summary">
          <div>
            <dt>Plan</dt>
            <dd>{slab ? `${planLabel(slab)}, ${formatMoney(slab.amount)}` : 'Not chosen'}</dd>
          </div>
        </dl>
      </section>
      <section className="review__part" aria-labelledby="review-identity">
        <div className="review__head">
          <h3 id="review-identity">Your identity</h3>
          {edit(2, 'your identity and documents')}
        </div>
        <dl className="summary">
          <div>
            <dt>Aadhaar</dt>
            <dd>{aadhaar.verified ? `XXXX XXXX ${aadhaar.number.slice(-4)}, ${aadhaar.manual ? 'checked by our team' : 'verified'}` : 'Not verified'}</dd>
          </div>
          <div>
            <dt>PAN</dt>
            <dd>{pan}</dd>
          </div>
          <div>
            <dt>Photos</dt>
            <dd>{DOCUMENTS.filter((d) => files[d.kind]).map((d) => d.label).join(', ') || 'None added'}</dd>
          </div>
        </dl>
      </section>
      {missing.length ? (
        <p className="form-error" role="alert">
          Please add again: {missing.map((d) => d.label).join(', ')}. Photos are not kept when the page is reloaded.
        </p>
      ) : null}
    </div>
  );
}
