import { setUnauthorizedHandler } from '../api/unauthorized';
import { navigate } from '../routing/navigate';
import { isMemoryStorage } from '../storage/session-storage';
import { noteLogoutReason } from './logout-reason';
import { clearSession } from './session';
import { shared } from './shared-registry';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Kindly login again!!!';
export const LOGOUT_RELOAD_DELAY_MS = 500;

// Shared by every widget bundle on the page: each has its own HTTP client, but
// one expiry is still one alert and one reload.
const expiry = shared('sessionExpiry', () => ({ expiring: false }));

/** Spec point 8: any 401 clears stored data, alerts once, and reloads the current route. */
export function expireSession(): void {
  if (!expiry.expiring) noteLogoutReason('expired');
  clearSession();
  // Several calls in flight can all get a 401: one alert, one reload.
  if (expiry.expiring) return;
  expiry.expiring = true;
  alert(SESSION_EXPIRED_MESSAGE);
  location.reload();
}

/**
 * Spec point 4: clear session, tokens and user id, go to '/', reload after 500 ms.
 * On a partner page the session lives only in memory and '/' would be the
 * site's home: clearing it is the whole logout, the member stays on the page.
 */
export function logout(): void {
  noteLogoutReason('logout');
  clearSession();
  if (isMemoryStorage()) return;
  navigate('/');
  setTimeout(() => location.reload(), LOGOUT_RELOAD_DELAY_MS);
}

export function installSessionLifecycle(): void {
  setUnauthorizedHandler(expireSession);
}
