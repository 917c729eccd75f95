import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/use-document-title';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/booking/booking-element';

/** book-bag/{title} and product/{title} are the same page (spec point 2); the widget finds the bag by its slug. */
export function BookBagPage() {
  const { title = '' } = useParams();
  // The title in the route is a URL slug ("lady-dior-medium"); show it readably.
  const name = title.replace(/[-_]+/g, ' ').trim();
  useDocumentTitle(name ? `Book ${name}` : 'Book a bag');
  return (
    <section className="page page-wide">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <a href="#/members-collection">Members' collection</a> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page" className="bag-name">{name || 'this bag'}</span>
      </nav>
      <h1 className="visually-hidden">Book a bag</h1>
      <tote-booking product-url={title} />
    </section>
  );
}
