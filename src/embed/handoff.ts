import { request } from '../api/http';
import { ApiError, errorText } from '../api/api-error';
import { HandoffCodeShape } from '../api/shapes/auth';
import { $config } from '../config/widget-config';
import { navigate } from '../routing/navigate';
import { isMemoryStorage } from '../storage/session-storage';
import { $user } from '../stores/session';
import { reportError } from './host-events';

/** The URL parameter that carries a handoff code to the site: `#/my-profile?handoff=…` or `?handoff=…`. */
export const HANDOFF_PARAM = 'handoff';

/** POST /api/auth/handoff with the bearer token held in memory: a 60-second, single-use code. */
export async function createHandoffCode(): Promise<string> {
  return (await request('POST', '/api/auth/handoff', HandoffCodeShape, { body: {}, beyondSpec: true })).code;
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
      // The member still gets to the site; there they log in again (quietly when the backend has no handoff at all).
      if (!(err instanceof ApiError && err.kind === 'absent')) reportError('tote-auth', errorText(err) ?? 'Could not carry the login over to the site.', err);
      navigate(route);
    },
  );
}
