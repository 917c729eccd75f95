import { useLocation } from 'react-router-dom';
import { Link } from '../layout/link';
import { useDocumentTitle } from '../layout/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section className="page page-not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="page-lead">
        There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
      </p>
      <ul className="not-found-links">
        <li>
          <Link className="button button-primary" to="/">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link className="button button-quiet" to="/members-collection">
            See the collection
          </Link>
        </li>
      </ul>
    </section>
  );
}
