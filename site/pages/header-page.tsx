import { useDocumentTitle } from '../layout/use-document-title';

/** #/header (spec point 2): the site header alone, with the dialogs its buttons open. */
export function HeaderPage() {
  useDocumentTitle('Header');
  return (
    <>
      <tote-header></tote-header>
      <main id="main" className="part-alone" tabIndex={-1}>
        <h1 className="visually-hidden">Header</h1>
      </main>
      <tote-auth buttons="none"></tote-auth>
    </>
  );
}
