import { useState } from 'react';
import type { Product } from '../../src/api/shapes/product';
import { useStore } from '@nanostores/react';
import { $user } from '../../src/stores/session';
import { hasAccount } from '../../src/routing/account-status';
import { FavouriteButton } from '../../src/ui/favourite-button';
import { MembershipBanner } from '../../src/ui/membership-banner';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { PartLoading } from '../../src/ui/on-demand-part';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import { Availability } from './availability';
import { BagFactsPart, bagFactsPart } from './bag-facts-part';
import { calendarPart } from './calendar-part';
import { ProductAbout, ProductGallery, ProductHeading } from './product-details';
import { productStore, savedProduct } from './product-store';
import { similarStore } from './similar-store';
import { bagReviewsStore } from '../../src/stores/bag-reviews-store';

type MemberModule = typeof import('./member-booking');

// Booking, the waiting list and a member's bookings (with their summary, confirmation, calendar file and checks) are
// for members alone: fetched once one is logged in, at once when the page opens with one, so a visitor's page does not carry them.
const memberPart = onDemand<MemberModule>(() => import('./member-booking'));
if (hasAccount($user.get()?.status.code ?? null)) void memberPart.start().catch(() => {});

/** The parts fetched on demand, fetched now (tests): the page then renders them without a loading panel. */
export function loadBookingParts(): Promise<void> {
  return Promise.all([memberPart.start(), similarPart.start(), calendarPart.start(), reviewsPart.start(), bagFactsPart.start()]).then(() => undefined);
}

function MemberBooking({ product, userId }: { product: Product; userId: number }) {
  const part = useOnDemand(memberPart, true);
  return part ? <part.MemberBooking product={product} userId={userId} /> : <PartLoading what="booking" />;
}

function MemberBookings({ productId }: { productId: number }) {
  const part = useOnDemand(memberPart, true);
  return part ? <part.MemberBookings productId={productId} /> : <PartLoading what="your bookings" />;
}

type SimilarType = typeof import('./similar-bags').SimilarBags;
// "More like this" is left out while it loads, when there are none and when the backend lacks the call (it is ours):
// its call starts with the page, its code and look only once there are bags to show.
const similarPart = onDemand<SimilarType>(() => import('./similar-bags').then((m) => m.SimilarBags));

function Similar({ productId }: { productId: number }) {
  const { state } = useQuery(similarStore(productId));
  const bags = state.kind === 'ready' ? state.value : [];
  const SimilarBags = useOnDemand(similarPart, bags.length > 0);
  return SimilarBags && bags.length > 0 ? <SimilarBags bags={bags} /> : null;
}

type ReviewsType = typeof import('./bag-reviews').BagReviews;
// Members' reviews, like "More like this": the call starts with the page, the code only once there are approved ones.
const reviewsPart = onDemand<ReviewsType>(() => import('./bag-reviews').then((m) => m.BagReviews));

function Reviews({ productId }: { productId: number }) {
  const { state } = useQuery(bagReviewsStore(productId));
  const reviews = state.kind === 'ready' && state.value && state.value.count > 0 ? state.value : null;
  const BagReviews = useOnDemand(reviewsPart, reviews !== null);
  return BagReviews && reviews ? <BagReviews reviews={reviews} /> : null;
}

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
                <FavouriteButton product={bag} variant="inline" onResult={(outcome) => setFavouriteNote(outcome.message)} />
                <p className="favourite-note" role="status">
                  {favouriteNote}
                </p>
              </div>
            }
          />
          <Availability product={bag} calendar={!active} />
          {active ? <MemberBooking product={bag} userId={user.id} /> : <MembershipBanner status={status} />}
          <ProductAbout product={bag} />
          <BagFactsPart product={bag} />
        </div>
      </article>
      <Reviews productId={bag.productId} />
      {user && hasAccount(status) && <MemberBookings productId={bag.productId} />}
      <Similar productId={bag.productId} />
    </>
  );
}
