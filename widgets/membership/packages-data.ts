import { listMemberships } from '../../src/api/membership';
import { getUser } from '../../src/api/user';
import { $user } from '../../src/stores/session';

/** Every plan slab on one page. */
export const SLAB_QUERY = { size: 100 };

/**
 * The calls #/package-details makes when it first shows (PackageChoice: the user's
 * current status and the plans), so the site can start them before this widget's
 * code has arrived (src/api/http.ts startEarly). Keep it in step with packages.tsx:
 * the site's browser test fails when a call is made twice.
 */
export function startPackagesData(): void {
  const user = $user.get();
  if (!user || user.status.code === 'DRAFT' || user.status.code === 'ACTIVE') return;
  void getUser(user.id);
  void listMemberships(SLAB_QUERY);
}
