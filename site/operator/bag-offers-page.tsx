import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoment } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { bagOffersStore } from './operator-stores';
import { StatusBadge } from '../../src/ui/status-badge';
import { SelectField } from '../../src/ui/select-field';
import { PrivateImage } from './private-file';

type Status = 'SUBMITTED' | 'ACCEPTED' | 'DECLINED';

/** #/operator/bag-drops: bags members offered to the club, with their photos. */
export function BagOffersPage() {
  useDocumentTitle('Bag drops · Back office');
  const [status, setStatus] = useState<Status>('SUBMITTED');
  const { state, retry } = useQuery(bagOffersStore(status));
  return (
    <section className="ops" aria-labelledby="ops-bagdrops">
      <div>
        <h1 id="ops-bagdrops">Bag drops</h1>
        <p className="ops-lead">
          Bags members offered to the club. Open one to accept it into the collection (the form comes filled in from the offer) or to decline it with a reason.
        </p>
      </div>
      <div className="ops-search">
        <SelectField
          label="Show"
          value={status}
          onChange={(value) => setStatus(value as Status)}
          options={[
            { value: 'SUBMITTED', label: 'Waiting for a decision' },
            { value: 'ACCEPTED', label: 'Accepted' },
            { value: 'DECLINED', label: 'Declined' },
          ]}
        />
      </div>
      <LoadSection state={state} retry={retry} what="the bag drops">
        {(offers) =>
          offers.length === 0 ? (
            <p className="ops-card">No bag drops here.</p>
          ) : (
            <ul className="ops-list" aria-label="Bag drops">
              {offers.map((offer) => {
                const name = [offer.brand, offer.title].filter(Boolean).join(' ');
                return (
                  <li key={offer.bagdropId} className="ops-row ops-row--plain">
                    <div className="ops-section">
                      <p>
                        <Link to={`/operator/bag-drops/${offer.bagdropId}`}>{name}</Link> <StatusBadge code={offer.status} />
                      </p>
                      <p className="ops-muted">
                        Offered by {offer.member.name} ({offer.member.mobile}), {formatMoment(offer.createdAt)}
                        {offer.colour ? ` · ${offer.colour}` : ''}
                        {offer.conditionName ? ` · ${offer.conditionName}` : ''}
                        {offer.purchaseYear ? ` · bought ${offer.purchaseYear}` : ''}
                      </p>
                      <ul className="ops-photos" aria-label={`Photos of ${name}`}>
                        {offer.photos.slice(0, 3).map((photo, i) => (
                          <li key={photo.photoId}>
                            <PrivateImage url={photo.url} alt={`Photo ${i + 1} of ${name}`} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadSection>
    </section>
  );
}
