import { shared } from '../stores/shared-registry';

/**
 * What a 401 does (clear, alert, reload: src/stores/session-lifecycle.ts). Kept apart
 * from the HTTP client so that registering a widget does not pull the client (and
 * its response checking) into the shared runtime: a widget that shows no data, such
 * as the header for a visitor or <tote-auth>'s buttons, never loads it.
 */
const handler = shared('unauthorizedHandler', () => ({ current: () => {} }));

export function setUnauthorizedHandler(next: () => void): void {
  handler.current = next;
}

export function onUnauthorized(): void {
  handler.current();
}
