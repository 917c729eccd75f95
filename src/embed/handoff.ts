import { number, string, type } from 'superstruct';
import { request } from '../api/http';
import { errorText } from '../api/api-error';
import { UserShape } from '../api/shapes/user';
import { $config } from '../config/widget-config';
import { navigate } from '../routing/navigate';
import { isMemoryStorage } from '../storage/session-storage';
import { openDialog } from '../stores/dialog';
import { $user, signIn } from '../stores/session';
import { shared } from '../stores/shared-registry';
import { reportError } from './host-events';

/** The URL parameter that carries a handoff code to the site: `#/my-profile?handoff=…` or `?handoff=…`. */
export const HANDOFF_PARAM = 'handoff';

const HandoffCodeShape = type({ code: string(), expiresIn: number() });
const HandoffSessionShape = type({ accessToken: string(), refreshToken: string(), user: UserShape });

/** POST /api/auth/handoff with the bearer token held in memory: a 60-second, single-use code. */
export async function createHandoffCode(): Promise<string> {
  return (await request('POST', '/api/auth/handoff', HandoffCodeShape, { body: {} })).code;
}

/** True when `siteUrl` is another document than this page (so going there leaves this page). */
function leavesPage(siteUrl: string): boolean {
  try {
    const target = new URL(siteUrl, location.href);
    return target.origin !== location.origin || target.pathname !== location.pathname;
  } catch {
    return false;
  }
}

/**
 * Routes the member to `route` on the site (spec point 4's routing by status).
 * On a partner page the session lives only in this page's memory, so it travels
 * as a handoff code the site exchanges: never a token in the URL. Anywhere else
 * this is plain navigate(), synchronously.
 */
export function goToSite(route: string): void {
  const { siteUrl } = $config.get();
  if (!isMemoryStorage() || !siteUrl || !leavesPage(siteUrl) || !$user.get()) {
    navigate(route);
    return;
  }
  void createHandoffCode().then(
    (code) => navigate(`${route}?${HANDOFF_PARAM}=${encodeURIComponent(code)}`),
    (err) => {
      // The member still gets to the site; there they log in again.
      reportError('tote-auth', errorText(err) ?? 'Could not carry the login over to the site.', err);
      navigate(route);
    },
  );
}

/** The handoff code in `href` (hash query or search), and `href` without it. */
export function takeHandoffCode(href: string): { code: string | null; cleanHref: string } {
  const url = new URL(href);
  let code = url.searchParams.get(HANDOFF_PARAM);
  if (code !== null) url.searchParams.delete(HANDOFF_PARAM);
  const hash = url.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  if (q >= 0) {
    const params = new URLSearchParams(hash.slice(q + 1));
    const inHash = params.get(HANDOFF_PARAM);
    if (inHash !== null) {
      code ??= inHash;
      params.delete(HANDOFF_PARAM);
      const rest = params.toString();
      url.hash = hash.slice(0, q) + (rest ? `?${rest}` : '');
    }
  }
  return { code: code && code.trim() ? code.trim() : null, cleanHref: url.href };
}

const once = shared('handoffConsumed', () => ({ done: false }));

/**
 * On the site: a handoff code in the address is removed from it at once
 * (history.replaceState, so it stays out of history, bookmarks and referrers),
 * then exchanged for a session stored as after any login. A stale code opens
 * the login dialog, so the member can log in here.
 */
export function consumeHandoffFromUrl(): Promise<boolean> {
  if (once.done || typeof location === 'undefined') return Promise.resolve(false);
  once.done = true;
  const { code, cleanHref } = takeHandoffCode(location.href);
  if (!code) return Promise.resolve(false);
  history.replaceState(history.state, '', cleanHref);
  return request('POST', '/api/auth/handoff/exchange', HandoffSessionShape, { body: { code } }).then(
    ({ accessToken, refreshToken, user }) => {
      signIn({ accessToken, refreshToken }, user);
      return true;
    },
    (err) => {
      reportError(null, errorText(err) ?? 'The login could not be carried over.', err);
      openDialog('login');
      return false;
    },
  );
}
