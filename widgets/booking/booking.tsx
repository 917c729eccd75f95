import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '../../src/stores/session';
import { hasAccount } from '../../src/routing/status-route';
import { $favourites } from '../../src/stores/favourites';
import { FavouriteButton, favouriteMessage } from '../../src/ui/favourite-button';
import { MembershipBanner } from '../../src/ui/membership-banner';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import { Availability } from './availability';
import { BagFacts } from './bag-facts';
import { BookingForm } from './booking-form';
import { MyBookings } from './my-bookings';
import { ProductAbout, ProductGallery, ProductHeading } from './product-details';
import { isOutNow } from './product-facts';
import { productStore, savedProduct } from './product-store';
import { SimilarBags } from './similar-bags';
import { WaitingList } from './waiting-list';

interface BookingProps {
  productUrl: string | null;
  productId: number | null;
}

/**
 * The booking page of spec point 2 (book-bag/{title} and product/{title}): the bag,
 * when it is free and, for an ACTIVE member, booking it or joining its waiting list.
 * Everyone else sees the bag and how to become a member.
 */
export function BookingPage({ productUrl, productId }: BookingProps) {
  const user = useStore($user);
  const status = user?.status.code ?? null;
  const missingKey = !productUrl && productId === null;
  const { state, retry } = useQuery(productStore(productUrl, productId), { keepPrevious: true });
  const favourites = useStore($favourites);
  const [favouriteNote, setFavouriteNote] = useState('');
  const saved = state.kind === 'loading' ? savedProduct(productUrl, productId) : null;

  if (state.kind === 'loading' && !saved && !missingKey) {
    return (
      <div className="booking" aria-busy="true" aria-label="Loading the bag">
        <div className="gallery">
          <div className="photo shimmer" />
        </div>
        <div className="facts">
          <span className="line line-short shimmer" />
          <span className="line line-title shimmer" />
          <span className="line shimmer" />
          <span className="line shimmer" />
        </div>
      </div>
    );
  }

  if (missingKey || state.kind === 'error') {
    const missing = missingKey || (state.kind === 'error' && state.status === 404);
    return (
      <div className="state-box" role={missing ? undefined : 'alert'}>
        <p className="state-title">{missing ? 'We could not find this bag' : 'We could not load this bag.'}</p>
        <p className="hint">{missing || state.kind !== 'error' ? 'It may have left the collection, or the link is incomplete.' : state.message}</p>
        <div className="row">
          {!missing && (
            <button type="button" className="button button-primary" onClick={retry}>
              Retry
            </button>
          )}
          <SiteLink route="/members-collection" className="button">
            Back to the collection
          </SiteLink>
        </div>
      </div>
    );
  }

  const bag = state.kind === 'ready' ? state.value : saved;
  if (!bag) return null;
  const active = status === 'ACTIVE' && user !== null;

  return (
    <>
      <article className="booking">
        <ProductGallery product={bag} />
        <div className="facts-column">
          <ProductHeading
            product={bag}
            actions={
              <div className="favourite-row">
                <FavouriteButton
                  product={bag}
                  variant="inline"
                  onResult={(outcome) => setFavouriteNote(favouriteMessage(outcome, bag.title, favourites.onDevice))}
                />
                <p className="favourite-note" role="status">
                  {favouriteNote}
                </p>
              </div>
            }
          />
          <Availability product={bag} calendar={!active} />
          {active ? (
            <>
              {isOutNow(bag) && <WaitingList key={`${bag.productId}-${bag.waitlisted === true}`} product={bag} userId={user.id} />}
              <BookingForm key={bag.productId} product={bag} userId={user.id} />
            </>
          ) : (
            <MembershipBanner status={status} />
          )}
          <ProductAbout product={bag} />
          <BagFacts product={bag} />
        </div>
      </article>
      {user && hasAccount(status) && <MyBookings productId={bag.productId} />}
      <SimilarBags productId={bag.productId} />
    </>
  );
}
