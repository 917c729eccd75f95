import type { User, UserStatus } from '../api/shapes/user';

// Spec point 4: where a user lands after authentication.
const ROUTE_BY_STATUS: Record<UserStatus, string> = {
  DRAFT: '/members-collection',
  ACTIVE: '/my-profile',
  ONHOLD: '/package-details',
  PENDING: '/package-details',
  APPROVED: '/package-details',
  DEACTIVE: '/my-profile',
  EXPIRE: '/my-profile',
};

export function routeForStatus(status: UserStatus): string {
  return ROUTE_BY_STATUS[status];
}

/** Spec point 2: 'Application Form' goes to the form for DRAFT, otherwise to the packages. */
export function applicationFormRoute(status: UserStatus): string {
  return status === 'DRAFT' ? '/member-application-form' : '/package-details';
}

/** The back office's home: the #/operator/… pages, for users holding ROLE_OPERATOR. */
export const OPERATOR_ROUTE = '/operator';

/** Whether the user holds the operator role (the server checks it again on every operator call). */
export function isOperator(user: Pick<User, 'roles'> | null | undefined): boolean {
  return (user?.roles ?? []).some((role) => (typeof role === 'string' ? role : role.name) === 'ROLE_OPERATOR');
}

/** Where a login lands: an operator in the back office, everyone else by status (spec point 4). */
export function routeAfterLogin(user: Pick<User, 'roles' | 'status'>): string {
  return isOperator(user) ? OPERATOR_ROUTE : routeForStatus(user.status.code);
}
