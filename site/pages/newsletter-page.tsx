import { useDocumentTitle } from '../layout/use-document-title';
import { ClubEvents } from '../newsletter/club-events';
import { NewsletterList } from '../newsletter/newsletter-list';

/** #/newsletter: the issues, newest first, and the upcoming club events. */
export function NewsletterPage() {
  useDocumentTitle('Newsletter');
  return (
    <div className="newsletter-page">
      <section className="page" aria-labelledby="newsletter-heading">
        <h1 id="newsletter-heading">Newsletter</h1>
        <p className="page-lead">Care guides, new arrivals and news from the club.</p>
        <h2 className="visually-hidden">Issues</h2>
        <NewsletterList />
      </section>
      <ClubEvents />
    </div>
  );
}
