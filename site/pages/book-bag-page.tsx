import { useParams } from 'react-router-dom';
import { useQuery } from '../../src/ui/use-query';
import { productStore, savedProduct } from '../../widgets/booking/product-store';
import { useDocumentTitle } from '../layout/use-document-title';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/booking/booking-element';
import { AvailabilityCalendar } from '../../widgets/booking/availability-calendar';
import { provideCalendar } from '../../widgets/booking/calendar-part';
import { BagFacts } from '../../widgets/booking/bag-facts';
import { provideBagFacts } from '../../widgets/booking/bag-facts-part';

provideCalendar(AvailabilityCalendar);
provideBagFacts(BagFacts);

/** The tab title for a bag: its real name and maker, e.g. "Mirela Satchel by Lune Paris". */
export function bagTitle(bag: { title: string; brand?: string | null }): string {
  return bag.brand ? `${bag.title} by ${bag.brand}` : bag.title;
}

/**
 * book-bag/{title} and product/{title} are the same page (spec point 2); the widget finds
 * the bag by its slug. The breadcrumb and the tab name the bag by its real title once it
 * is known (the same cached answer the widget reads); the slug is never shown.
 */
export function BookBagPage() {
  const { title: slug = '' } = useParams();
  const { state } = useQuery(productStore(slug, null), { keepPrevious: true });
  // While the fresh copy loads, the bag the member just opened from the collection (product session).
  const bag = state.kind === 'ready' ? state.value : savedProduct(slug, null);
  const missing = state.kind === 'error' && state.status === 404;
  useDocumentTitle(bag ? bagTitle(bag) : missing ? 'Bag not found' : 'Book a bag');
  return (
    <section className="page page-wide">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <a href="#/members-collection">Members' collection</a> <span aria-hidden="true">›</span>{' '}
        {bag ? (
          <span aria-current="page">{bag.title}</span>
        ) : missing ? (
          <span aria-current="page">Bag not found</span>
        ) : (
          <span className="crumb-placeholder skeleton" aria-hidden="true" />
        )}
      </nav>
      <h1 className="visually-hidden">Book a bag</h1>
      <tote-booking product-url={slug} />
    </section>
  );
}
