import type { ServerContext } from '../context';
import { lockMemberNames, setUserStatus } from '../users/user-record';
import type { Queryable } from '../db/database';
import { isoDay } from '../catalogue/iso-date';
import { applicationJson } from '../applications/application-json';
import { listApplications, listDocuments } from '../applications/application-record';
import { decisionReason } from '../applications/decide-application';
import { fulfilmentJson } from '../bookings/fulfilment-json';
import { listMemberFulfilments } from '../bookings/fulfilment-record';
import { conflict, notFound } from '../domain-error';
import { findMembershipCovering, holdMembershipRow, listMemberships, setMembershipStatus, userMembershipJson } from '../memberships/membership-record';
import { membershipOnHold, membershipReactivated } from '../notifications/member-events';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { listOrders, orderJson } from '../orders/order-record';
import { findMember, listMemberPayments, memberSummaryJson } from './member-record';
import { listPauses, pauseJson } from '../memberships/pause-record';

export const MEMBER_MESSAGES = {
  noMember: 'No such member.',
  nothingToHold: 'This member has no active membership covering today: there is nothing to put on hold.',
  nothingToReactivate:
    'This member has no membership on hold or deactivated that covers today: there is nothing to reactivate (an ended membership is renewed by the member).',
} as const;

/** Everything the back office shows about one member: details, memberships, bookings, orders, payments, applications. */
export async function memberDetail(ctx: ServerContext, userId: number) {
  const today = isoDay(ctx.now());
  const row = await findMember(ctx.db, userId);
  if (!row) throw notFound(MEMBER_MESSAGES.noMember);
  const [memberships, bookings, orders, payments, applications, pauses] = await Promise.all([
    listMemberships(ctx.db, userId),
    listMemberFulfilments(ctx.db, userId),
    listOrders(ctx.db, userId, { limit: 100, offset: 0 }),
    listMemberPayments(ctx.db, userId),
    listApplications(ctx.db, userId),
    listPauses(ctx.db, userId),
  ]);
  const documents = await listDocuments(
    ctx.db,
    applications.map((a) => a.id),
  );
  return {
    ...memberSummaryJson(row, today),
    firstName: row.first_name,
    lastName: row.last_name,
    instagram: row.instagram,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    aadhaarMasked: row.aadhaar_masked,
    memberships: memberships.map((m) => userMembershipJson(m, today)),
    pauses: pauses.map((p) => pauseJson(p, today)),
    bookings: bookings.map((b) => fulfilmentJson(b, today, ctx.config.shippingLeadDays)),
    orders: orders.map(orderJson),
    payments,
    applications: applications.map((a) => applicationJson(a, documents)),
  };
}

/** The member's row, locked: changes to one member's membership happen one at a time. */
async function lockMember(tx: Queryable, userId: number) {
  const user = await lockMemberNames(tx, userId);
  if (!user) throw notFound(MEMBER_MESSAGES.noMember);
  return user;
}

/**
 * Puts the member's current membership on hold: they keep their status and
 * account, new bookings are refused until an operator reactivates it. Bookings
 * already made stay (the operator sees them on the member's page).
 */
export async function holdMembership(ctx: ServerContext, actor: Actor, userId: number, reasonText: string | null | undefined) {
  const reason = decisionReason('ONHOLD', reasonText)!;
  const now = ctx.now();
  const today = isoDay(now);
  await ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, userId);
    const membership = user.status_code === 'ACTIVE' ? await findMembershipCovering(tx, userId, today, ['ACTIVE']) : undefined;
    if (!membership) throw conflict(MEMBER_MESSAGES.nothingToHold);
    await holdMembershipRow(tx, membership.id, reason, now);
    await membershipOnHold(tx, userId, reason);
    await writeAudit(tx, actor, now, {
      action: 'membership.hold',
      subjectType: 'member',
      subjectId: userId,
      summary: `Put the ${membership.plan_name} membership of ${user.first_name} ${user.last_name} on hold: ${reason}`,
      before: { membershipId: membership.id, status: 'ACTIVE' },
      after: { membershipId: membership.id, status: 'ONHOLD', reason },
    });
  });
  return memberDetail(ctx, userId);
}

/** A membership on hold (or deactivated) that still covers today is ACTIVE again, and so is the member. */
export async function reactivateMembership(ctx: ServerContext, actor: Actor, userId: number) {
  const now = ctx.now();
  const today = isoDay(now);
  await ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, userId);
    const membership = ['ACTIVE', 'DEACTIVE'].includes(user.status_code)
      ? await findMembershipCovering(tx, userId, today, ['ONHOLD', 'DEACTIVATED'])
      : undefined;
    if (!membership) throw conflict(MEMBER_MESSAGES.nothingToReactivate);
    await setMembershipStatus(tx, membership.id, 'ACTIVE');
    await setUserStatus(tx, userId, 'ACTIVE');
    await membershipReactivated(tx, userId);
    await writeAudit(tx, actor, now, {
      action: 'membership.reactivate',
      subjectType: 'member',
      subjectId: userId,
      summary: `Reactivated the ${membership.plan_name} membership of ${user.first_name} ${user.last_name}`,
      before: { membershipId: membership.id, status: membership.status, userStatus: user.status_code },
      after: { membershipId: membership.id, status: 'ACTIVE', userStatus: 'ACTIVE' },
    });
  });
  return memberDetail(ctx, userId);
}
