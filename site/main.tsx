import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { startVitalsReporting } from '../src/tracking/vitals';
// The widgets register <tote-header> and <tote-auth>, which the layout places.
import '../widgets/header/header-element';
import '../widgets/auth/auth-element';
import '../widgets/notifications/notifications-element';
import '../widgets/collection/collection-element';
import '../widgets/booking/booking-element';
import '../widgets/bagdrop/bagdrop-element';
import '../widgets/membership/membership-element';
import '../widgets/account/account-element';
import { AppRoutes } from './app-routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <HashRouter>
      <AppRoutes />
    </HashRouter>,
  );
}
startVitalsReporting();
