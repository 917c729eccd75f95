/**
 * Who did an operator action, as the audit log records it: an operator (a
 * user holding ROLE_OPERATOR) or a named process with no user behind it.
 */
export interface Actor {
  userId: number | null;
  name: string;
}

export const ROLE_OPERATOR = 'ROLE_OPERATOR';

/** npm run admin: whoever holds the data folder (or DATABASE_URL) on the server's machine. */
export const CLI_ACTOR: Actor = { userId: null, name: 'npm run admin' };

/** The demo timer of TOTE_AUTO_APPROVE_SECONDS. */
export const AUTO_APPROVAL_ACTOR: Actor = { userId: null, name: 'demo auto-approval' };
