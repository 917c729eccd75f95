import type { ToteEventDetailMap } from '../../types/tote-elements';
import { shared } from './shared-registry';

export type LogoutReason = ToteEventDetailMap['tote:logout']['reason'];

// Why the session is about to end: the lifecycle notes it before clearing the session, and
// the host events read it when the $user watcher sees the logout. Once per page, like the session.
const state = shared<{ reason: LogoutReason }>('logoutReason', () => ({ reason: 'logout' }));

/** The lifecycle says why the session is about to end; the $user watcher reports it. */
export function noteLogoutReason(reason: LogoutReason): void {
  state.reason = reason;
}

/** The reason for the logout being reported, reset to the plain one for the next. */
export function takeLogoutReason(): LogoutReason {
  const reason = state.reason;
  state.reason = 'logout';
  return reason;
}
