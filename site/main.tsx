import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { startVitalsReporting } from '../src/tracking/vitals';
// The widgets register <tote-header> and <tote-auth>, which the layout places on
// every page. A page's own widget loads with the page: see lazyPage in app-routes.tsx.
import '../widgets/header/header-element';
import '../widgets/auth/auth-element';
import { AppRoutes, preloadRoute } from './app-routes';
import { consumeHandoffFromUrl } from '../src/embed/handoff-receive';

// A login carried over from a partner page: the code leaves the address before the router reads it.
void consumeHandoffFromUrl();

// A member's half of the header (account menu, notifications) is not in the first scripts: the header
// fetches it when it shows a member, as on a partner page, so a visitor's first load does not carry it.

// index.html carries the site's shell with the home page prerendered (scripts/finish-build.mjs).
// The site takes those elements over instead of building them again: on the home route all of
// them, elsewhere the shell (header, main, footer) while the route's page replaces the home page.
const root = document.getElementById('root');
if (root) {
  const route = document.documentElement.getAttribute('data-route');
  const app = (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
  const shell = root.querySelector('main');
  if (shell && route !== 'header' && route !== 'footer') {
    // Hydration must not suspend: a lazy page suspending inside it has no DOM to hold on to and
    // could leave <main> empty for good. So the route's page (already preloaded by the boot
    // script) is in before the shell is taken over; a page that cannot load falls back to the
    // route's Suspense as on any navigation.
    void preloadRoute(route)
      .catch(() => undefined)
      .then(() => {
        if (route !== 'home') root.querySelector('main > .home')?.remove();
        // Another route's prerendered first screen: this route's is taken over, the others go.
        for (const el of root.querySelectorAll('main > [data-prerender]')) {
          if (el.getAttribute('data-prerender') === route) el.removeAttribute('data-prerender');
          else el.remove();
        }
        hydrateRoot(root, app);
        document.documentElement.removeAttribute('data-route');
        document.documentElement.removeAttribute('data-member');
      });
  } else {
    root.textContent = '';
    createRoot(root).render(app);
    // The boot script named the route so CSS could hide the prerendered home page on other
    // routes; the app has rendered the route itself and decides from here on.
    document.documentElement.removeAttribute('data-route');
  }
}
startVitalsReporting();
