import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { startVitalsReporting } from '../src/tracking/vitals';
// The widgets register <tote-header> and <tote-auth>, which the layout places on
// every page. A page's own widget loads with the page: see lazyPage in app-routes.tsx.
import '../widgets/header/header-element';
import '../widgets/auth/auth-element';
import { AppRoutes } from './app-routes';
import { consumeHandoffFromUrl } from '../src/embed/handoff-receive';

// A login carried over from a partner page: the code leaves the address before the router reads it.
void consumeHandoffFromUrl();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <HashRouter>
      <AppRoutes />
    </HashRouter>,
  );
}
startVitalsReporting();
