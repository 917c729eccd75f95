import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../layout/link';
import { acceptBagOffer, declineBagOffer } from '../../src/api/operator';
import type { BagOffer } from '../../src/api/shapes/operator';
import { formatMoment } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { bagOfferStore, CHANGES } from './operator-stores';
import { Feedback } from './parts';
import { useOperatorWrite } from './operator-write';
import { StatusBadge } from '../../src/ui/status-badge';
import { TextAreaField } from '../../src/ui/text-area-field';
import { PrivateImage } from './private-file';
import { EMPTY_PRODUCT, MAX_PHOTOS, productBody, ProductFormFields, type ProductValues } from './product-form';

/** #/operator/bag-drops/:bagdropId: one offer, accepted into the catalogue (prefilled) or declined. */
export function BagOfferPage() {
  const bagdropId = Number(useParams().bagdropId);
  const { state, retry } = useQuery(bagOfferStore(bagdropId), { keepPrevious: true });
  useDocumentTitle(state.kind === 'ready' ? `${state.value.brand} · Bag drops · Back office` : 'Bag drop · Back office');
  return (
    <section className="ops" aria-labelledby="ops-offer">
      <p className="back-link">
        <Link to="/operator/bag-drops">All bag drops</Link>
      </p>
      <LoadSection state={state} retry={retry} what="the bag drop">
        {(offer) => <Offer key={offer.bagdropId} offer={offer} />}
      </LoadSection>
    </section>
  );
}

/**
 * The offer's details as the bag form's starting point; the operator completes style, size, occasion, value.
 * The member's offer names no style or size, so both start empty: a guess here would go into the collection unchecked.
 */
function prefill(offer: BagOffer): ProductValues {
  return {
    ...EMPTY_PRODUCT,
    category: '',
    size: '',
    title: offer.title ?? '',
    brand: offer.brand,
    colour: offer.colour ?? '',
    description: offer.description ?? '',
  };
}

function Offer({ offer }: { offer: BagOffer }) {
  const name = [offer.brand, offer.title].filter(Boolean).join(' ');
  const [values, setValues] = useState(() => prefill(offer));
  const [keep, setKeep] = useState<number[]>(() => offer.photos.map((p) => p.photoId));
  const [photos, setPhotos] = useState<File[]>([]);
  const [reason, setReason] = useState('');
  const accept = useOperatorWrite(CHANGES.bagOffer);
  const decline = useOperatorWrite(CHANGES.bagOffer);
  const open = offer.status === 'SUBMITTED';
  return (
    <>
      <div>
        <p className="ops-kicker">Bag drop</p>
        <h1 id="ops-offer">
          {name} <StatusBadge code={offer.status} />
        </h1>
        <p className="ops-lead">
          Offered by <Link to={`/operator/members/${offer.member.userId}`}>{offer.member.name}</Link> ({offer.member.mobile}) on {formatMoment(offer.createdAt)}
          .
        </p>
      </div>
      <dl className="ops-facts ops-card">
        <dt>Colour</dt>
        <dd>{offer.colour ?? '—'}</dd>
        <dt>Condition</dt>
        <dd>{offer.conditionName ?? '—'}</dd>
        <dt>Bought</dt>
        <dd>{offer.purchaseYear ?? '—'}</dd>
        <dt>Member’s notes</dt>
        <dd>{offer.description ?? '—'}</dd>
        {offer.declineReason ? (
          <>
            <dt>Declined</dt>
            <dd>{offer.declineReason}</dd>
          </>
        ) : null}
      </dl>
      <Feedback action={accept.done || accept.error ? accept : decline} />
      {offer.productUrl ? (
        <p>
          In the collection: <Link to={`/operator/catalogue/${offer.productId}`}>edit the bag</Link> or{' '}
          <a href={`#/book-bag/${offer.productUrl}`}>see it as members do</a>.
        </p>
      ) : null}
      <div className="ops-section">
        <h2>Photos</h2>
        <ul className="ops-photos">
          {offer.photos.map((photo, i) => (
            <li key={photo.photoId}>
              <PrivateImage url={photo.url} alt={`Photo ${i + 1} of ${name}`} />
              {open ? (
                <label className="ops-choice">
                  <input
                    type="checkbox"
                    checked={keep.includes(photo.photoId)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setKeep((now) => (checked ? [...now, photo.photoId] : now.filter((id) => id !== photo.photoId)));
                    }}
                  />
                  Use photo {i + 1} in the collection
                </label>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {open ? (
        <>
          <div className="ops-section">
            <h2>Accept into the collection</h2>
            <p className="ops-muted">Filled in from the offer: check it, and add the style, size, occasion, material and retail value.</p>
            <ProductFormFields
              values={values}
              onChange={setValues}
              action={accept}
              photos={photos}
              onPhotos={setPhotos}
              photoRoom={Math.max(0, MAX_PHOTOS - keep.length)}
              submitLabel="Accept into the collection"
              onSubmit={() =>
                void accept.run(async () => {
                  const result = await acceptBagOffer(offer.bagdropId, { ...productBody(values), keepPhotoIds: keep }, photos);
                  return `${result.product.title} is in the collection now. ${offer.member.name} has been told.`;
                })
              }
            />
          </div>
          <form
            className="ops-form ops-card"
            aria-labelledby="ops-decline"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void decline.run(async () => {
                await declineBagOffer(offer.bagdropId, reason.trim());
                return `Declined. ${offer.member.name} has been told why.`;
              });
            }}
          >
            <h2 id="ops-decline">Decline</h2>
            <TextAreaField label="Reason for the member" value={reason} onChange={setReason} maxLength={500} error={decline.fieldErrors.reason} />
            <p>
              <button type="submit" className="button button-danger" disabled={decline.busy}>
                Decline this bag
              </button>
            </p>
          </form>
        </>
      ) : null}
    </>
  );
}
