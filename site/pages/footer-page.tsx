import { SiteFooter } from '../layout/site-footer';
import { useDocumentTitle } from '../layout/use-document-title';

/** #/footer (spec point 2): the site footer alone. */
export function FooterPage() {
  useDocumentTitle('Footer');
  return (
    <>
      <main id="main" className="part-alone" tabIndex={-1}>
        <h1 className="visually-hidden">Footer</h1>
      </main>
      <SiteFooter />
    </>
  );
}
