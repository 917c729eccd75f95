import { errorText } from '../api/api-error';
import { request } from '../api/http';
import { HandoffSessionShape } from '../api/shapes/auth';
import { openDialog } from '../stores/dialog';
import { signIn } from '../stores/session';
import { shared } from '../stores/shared-registry';
import { HANDOFF_PARAM } from './handoff';
import { reportError } from './host-events';
import type { HandoffExchange } from '../api/shapes/requests/auth';

// The site's half of the login handoff (the widgets' half is handoff.ts). Only the
// site's own bundle imports it, so widget scripts on partner pages do not carry it.

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
  return request('POST', '/api/auth/handoff/exchange', HandoffSessionShape, { body: { code } satisfies HandoffExchange, beyondSpec: true }).then(
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
