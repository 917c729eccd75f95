import { useEffect } from 'react';
import { logout } from '../../src/stores/session-lifecycle';
import { useDocumentTitle } from '../layout/use-document-title';

/** #/logout: clears the session, goes home and reloads (spec point 4). */
export function LogoutPage() {
  useDocumentTitle('Logging out');
  useEffect(() => {
    logout();
  }, []);
  return (
    <section className="page">
      <h1>Logging out…</h1>
      <p className="page-lead" role="status">
        You are being logged out.
      </p>
    </section>
  );
}
