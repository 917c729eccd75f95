import type { UserStatus } from '../api/shapes/user';

// Apart from the routes (./status-route.ts): the bag page asks this on a visitor's first screen, and in the
// data layer it costs that page no file of its own.

/** Spec points 2 and 6: ACTIVE, DEACTIVE and EXPIRE have an account; the rest an application. */
export function hasAccount(status: UserStatus | null): boolean {
  return status === 'ACTIVE' || status === 'DEACTIVE' || status === 'EXPIRE';
}
