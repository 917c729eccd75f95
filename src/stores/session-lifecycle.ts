import { setUnauthorizedHandler } from '../api/http';
import { navigate } from '../routing/navigate';
import { clearSession } from './session';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Kindly login again!!!';
export const LOGOUT_RELOAD_DELAY_MS = 500;

let expiring = false;

/** Spec point 8: any 401 clears stored data, alerts once, and reloads the current route. */
export function expireSession(): void {
  clearSession();
  // Several calls in flight can all get a 401: one alert, one reload.
  if (expiring) return;
  expiring = true;
  alert(SESSION_EXPIRED_MESSAGE);
  location.reload();
}

/** Spec point 4: clear session, tokens and user id, go to '/', reload after 500 ms. */
export function logout(): void {
  clearSession();
  navigate('/');
  setTimeout(() => location.reload(), LOGOUT_RELOAD_DELAY_MS);
}

export function installSessionLifecycle(): void {
  setUnauthorizedHandler(expireSession);
}
