import { useStore } from '@nanostores/react';
import type { Product } from '../../src/api/shapes/product';
import { $favourites, reloadFavourites } from '../../src/stores/favourites';
import { $favouriteBags, FAVOURITES_SHOWN } from '../../src/stores/my-account-store';
import { PictureImg } from '../../src/ui/picture-img';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import type { LoadState } from '../../src/ui/use-query';
import { Card } from './card';

const bagRoute = (bag: Product) => `/book-bag/${encodeURIComponent(bag.url)}`;

/** The member's hearted bags, newest first, each a link to its page; the collection's Favourites view has them all. */
export function FavouritesCard() {
  const favourites = useStore($favourites);
  const bags = useQuery($favouriteBags);
  const total = favourites.ids?.length ?? 0;
  const state: LoadState<Product[]> = favourites.failed ? { kind: 'error', message: 'Please try again.', status: 0 } : bags.state;
  const retry = favourites.failed ? reloadFavourites : bags.retry;
  return (
    <Card id="favourites-title" title="Favourites" state={state} retry={retry} lines={2}>
      {(list) =>
        list.length === 0 ? (
          <div className="empty">
            <p className="muted">No favourites yet. Tap the heart on a bag to keep it here for later.</p>
            <SiteLink route="/members-collection" className="button">
              Browse the collection
            </SiteLink>
          </div>
        ) : (
          <>
            <ul className="favourites">
              {list.map((bag) => {
                const picture = bag.pictures?.[0];
                return (
                  <li key={bag.productId}>
                    <SiteLink route={bagRoute(bag)} className="favourite">
                      <span className="favourite__photo">
                        {picture ? <PictureImg picture={picture} sizes="120px" alt="" /> : <span className="muted">No photo yet</span>}
                      </span>
                      {bag.brand ? <span className="favourite__brand">{bag.brand}</span> : null}
                      <span className="favourite__title">{bag.title}</span>
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
            {total > FAVOURITES_SHOWN ? (
              <p className="muted">{`And ${total - FAVOURITES_SHOWN} more: the collection's Favourites view has them all.`}</p>
            ) : null}
          </>
        )
      }
    </Card>
  );
}
