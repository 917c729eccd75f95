/**
 * An operator works in the back office in many tabs: their session (tokens and user) is also kept in the
 * site's localStorage, and a new tab of the site starts from it instead of asking for another OTP. Members'
 * sessions stay per tab (spec point 3); on a partner page nothing is kept at all. The server ends an
 * operator's session when idle, at the end of a working day, or from the back office.
 *
 * This is the site's alone: no widget's page ever shares a session, so none of it is in the widgets' runtime.
 * It runs as a classic inline script at the head of index.html (built on its own by rollup.config.mjs and written
 * in by scripts/finish-build.mjs, its hash in the CSP like the boot script's), not as a module of the site:
 * `$user` (src/stores/session.ts) reads the tab's session as its module evaluates, and the boot script imports
 * a route's widget and starters, which evaluate it, before the site's entry is even fetched. Only a script
 * that runs before any module can put the operator's session in the tab before that first read, and inline it
 * costs no request that would hold the page (about 0.4 kB br of index.html, against every widget's runtime).
 */
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEYS } from '../src/storage/session-keys';
import { shared } from '../src/stores/shared-registry';

export const STAFF_SESSION_KEY = 'tote.staffSession';
const TAB_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEYS.user, SESSION_KEYS.userId] as const;

type TabStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const holdsOperatorRole = (rawUser: string | null) => {
  try {
    const roles = (JSON.parse(rawUser ?? 'null') as { roles?: unknown } | null)?.roles;
    return Array.isArray(roles) && roles.some((role) => (typeof role === 'string' ? role : (role as { name?: unknown })?.name) === 'ROLE_OPERATOR');
  } catch {
    return false;
  }
};

/** Whether this tab's session is an operator's (shared with the browser's other tabs). */
const tabHoldsStaffSession = (tab: TabStore) => Boolean(tab.getItem(ACCESS_TOKEN_KEY)) && holdsOperatorRole(tab.getItem(SESSION_KEYS.user));

/** A tab with no session of its own takes the operator's shared one. */
export function adoptStaffSession(tab: TabStore, device: TabStore): void {
  if (tab.getItem(ACCESS_TOKEN_KEY)) return;
  try {
    const kept = JSON.parse(device.getItem(STAFF_SESSION_KEY) ?? 'null') as Record<string, string> | null;
    if (!kept || !holdsOperatorRole(kept[SESSION_KEYS.user]) || !kept[ACCESS_TOKEN_KEY]) return;
    for (const key of TAB_KEYS) if (typeof kept[key] === 'string') tab.setItem(key, kept[key]);
  } catch {
    // A malformed copy: this tab logs in by itself.
  }
}

/**
 * After the tab's session changed (src/storage/session-storage.ts calls it): an operator's is shared with the
 * browser's other tabs, a member's is not; a cleared one (logout, a 401) is forgotten, which logs the other tabs out.
 */
export function staffSessionChanged(tab: TabStore, device: TabStore): void {
  try {
    if (!tab.getItem(ACCESS_TOKEN_KEY)) device.removeItem(STAFF_SESSION_KEY);
    else if (tabHoldsStaffSession(tab)) device.setItem(STAFF_SESSION_KEY, JSON.stringify(Object.fromEntries(TAB_KEYS.map((key) => [key, tab.getItem(key)]))));
  } catch {
    // Storage full or refused: this tab keeps working; other tabs log in themselves.
  }
}

/** What index.html runs first: adopt the shared session, hear this tab's changes, and follow a logout in another tab. */
export function shareStaffSession(win: Window = window): void {
  let tab: Storage;
  let device: Storage;
  // Storage can throw (Safari private mode, sandboxed frames): then every tab logs in by itself.
  try {
    tab = win.sessionStorage;
    device = win.localStorage;
    adoptStaffSession(tab, device);
  } catch {
    return;
  }
  shared('sessionChanged', () => () => staffSessionChanged(tab, device));
  // An operator who logs out in one tab is logged out in every tab of the browser. The tab clears its session as
  // its own logout does (src/storage/session-storage.ts's clearAuthStorage) and reloads, which starts every store
  // afresh: so this needs nothing from the site's modules, and the widgets' runtime exports nothing more for it.
  win.addEventListener('storage', (event) => {
    if (event.key !== STAFF_SESSION_KEY || event.newValue !== null || !tabHoldsStaffSession(tab)) return;
    for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, ...Object.values(SESSION_KEYS)]) tab.removeItem(key);
    win.location.reload();
  });
}
