import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/use-document-title';

/** book-bag/{title} and product/{title} are the same page (spec point 2). */
export function BookBagPage() {
  const { title = '' } = useParams();
  // The title in the route is a URL slug ("lady-dior-medium"); show it readably.
  const name = title.replace(/[-_]+/g, ' ').trim();
  useDocumentTitle(name ? `Book ${name}` : 'Book a bag');
  return (
    <section className="page page-placeholder">
      <h1>Book a bag</h1>
      <p className="page-lead">
        The booking page for <span className="bag-name">{name || 'this bag'}</span> will be here: its details, dates and a way to book it.
      </p>
    </section>
  );
}
