import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { conflict, invalidInput, notFound } from '../domain-error';
import { findMembershipCovering, findMembershipById, setMembershipStatus } from '../memberships/membership-record';
import { tellMember, words } from '../notifications/operator-changes';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { lockMemberNames, setUserStatus } from '../users/user-record';
import { type DetailField, validateDetail } from '../../src/validation/application';
import type { MemberDetailsRequest } from '../../src/api/shapes/requests/operator-operations';
import { findMemberDetails, lastHold, type MemberDetailsRow, updateMemberDetails } from './member-admin-record';
import { memberDetail, MEMBER_MESSAGES } from './member-service';

export const MEMBER_ADMIN_MESSAGES = {
  invalid: 'Some details need correcting: see each field.',
  unchanged: 'Nothing to save: these are the member’s details as they stand.',
  reason: 'Say why the membership is deactivated (at most 500 characters): the member reads it.',
  nothingToDeactivate: 'This member has no active or held membership covering today: there is nothing to deactivate.',
  undoTooLate: 'A hold can be undone only within a minute of putting it on. Reactivate the membership instead.',
  nothingToUndo: 'This membership is not on hold any more: there is nothing to undo.',
} as const;

const EDITABLE: readonly Exclude<DetailField, 'mobile'>[] = ['firstName', 'lastName', 'email', 'addressLine1', 'addressLine2', 'city', 'state', 'zipcode'];

/** How long after a hold the operator may take it back as a mistake (the member is told to disregard it). */
export const HOLD_UNDO_MS = 60_000;

const detailsJson = (d: MemberDetailsRow) => ({
  firstName: d.first_name,
  lastName: d.last_name,
  email: d.email ?? '',
  addressLine1: d.address_line1 ?? '',
  addressLine2: d.address_line2 ?? '',
  city: d.city ?? '',
  state: d.state ?? '',
  zipcode: d.zipcode ?? '',
});

/** GET /api/operator/members/{userId}/details: the name, e-mail and delivery address as the edit form starts from. */
export async function memberDetails(ctx: ServerContext, userId: number) {
  const row = await findMemberDetails(ctx.db, userId);
  if (!row) throw notFound(MEMBER_MESSAGES.noMember);
  return detailsJson(row);
}

/**
 * POST /api/operator/members/{userId}/details: a member's name, e-mail and delivery address, judged by the
 * application form's rules (src/validation/application.ts). Written to the profile and to the application
 * the club ships to; the member is told, the audit row keeps before and after.
 */
export async function editMemberDetails(ctx: ServerContext, actor: Actor, userId: number, input: MemberDetailsRequest) {
  const values = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    addressLine1: input.addressLine1.trim(),
    addressLine2: (input.addressLine2 ?? '').trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    zipcode: input.zipcode.trim(),
  };
  // The mobile is the member's login: it is not edited here.
  const errors = Object.fromEntries(EDITABLE.flatMap((field) => ((message) => (message ? [[field, message]] : []))(validateDetail(field, values[field]))));
  if (Object.keys(errors).length) throw invalidInput(MEMBER_ADMIN_MESSAGES.invalid, errors);
  const next: MemberDetailsRow = {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2 || null,
    city: values.city,
    state: values.state,
    zipcode: values.zipcode,
  };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await findMemberDetails(tx, userId, true);
    if (!before) throw notFound(MEMBER_MESSAGES.noMember);
    const was = detailsJson(before);
    const changed = (Object.keys(was) as (keyof typeof was)[]).filter((k) => was[k] !== (detailsJson(next)[k] ?? ''));
    if (changed.length === 0) throw conflict(MEMBER_ADMIN_MESSAGES.unchanged);
    await updateMemberDetails(tx, userId, next);
    await tellMember(tx, userId, words.detailsChanged());
    await writeAudit(tx, actor, now, {
      action: 'member.details',
      subjectType: 'member',
      subjectId: userId,
      summary: `Changed the ${changed.join(', ')} of ${before.first_name} ${before.last_name}`,
      before: Object.fromEntries(changed.map((k) => [k, was[k]])),
      after: Object.fromEntries(changed.map((k) => [k, detailsJson(next)[k]])),
    });
  });
  return memberDetails(ctx, userId);
}

/**
 * Deactivates the member's current membership (active or on hold): the member's status becomes DEACTIVE,
 * so they cannot book and land on My Account at login (spec point 4); reactivate undoes it.
 */
export async function deactivateMembership(ctx: ServerContext, actor: Actor, userId: number, reasonText: string | null | undefined) {
  const reason = (reasonText ?? '').trim();
  if (!reason || reason.length > 500) throw invalidInput(MEMBER_ADMIN_MESSAGES.reason, { reason: MEMBER_ADMIN_MESSAGES.reason });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await lockMemberNames(tx, userId);
    if (!user) throw notFound(MEMBER_MESSAGES.noMember);
    const membership = user.status_code === 'ACTIVE' ? await findMembershipCovering(tx, userId, isoDay(now), ['ACTIVE', 'ONHOLD']) : undefined;
    if (!membership) throw conflict(MEMBER_ADMIN_MESSAGES.nothingToDeactivate);
    await setMembershipStatus(tx, membership.id, 'DEACTIVATED');
    await setUserStatus(tx, userId, 'DEACTIVE');
    await tellMember(tx, userId, words.membershipDeactivated(reason));
    await writeAudit(tx, actor, now, {
      action: 'membership.deactivate',
      subjectType: 'member',
      subjectId: userId,
      summary: `Deactivated the ${membership.plan_name} membership of ${user.first_name} ${user.last_name}: ${reason}`,
      before: { membershipId: membership.id, status: membership.status, userStatus: user.status_code },
      after: { membershipId: membership.id, status: 'DEACTIVATED', userStatus: 'DEACTIVE', reason },
    });
  });
  return memberDetail(ctx, userId);
}

/** Takes back a hold put on within the last minute (a mistake): the membership is active again and the member told to disregard it. */
export async function undoHold(ctx: ServerContext, actor: Actor, userId: number) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await lockMemberNames(tx, userId);
    if (!user) throw notFound(MEMBER_MESSAGES.noMember);
    const hold = await lastHold(tx, userId);
    if (!hold || now.getTime() - hold.at.getTime() > HOLD_UNDO_MS) throw conflict(MEMBER_ADMIN_MESSAGES.undoTooLate);
    const membership = await findMembershipById(tx, hold.membershipId);
    if (!membership || membership.status !== 'ONHOLD') throw conflict(MEMBER_ADMIN_MESSAGES.nothingToUndo);
    await setMembershipStatus(tx, membership.id, 'ACTIVE');
    await tellMember(tx, userId, words.holdUndone());
    await writeAudit(tx, actor, now, {
      action: 'membership.hold-undone',
      subjectType: 'member',
      subjectId: userId,
      summary: `Undid the hold on the ${membership.plan_name} membership of ${user.first_name} ${user.last_name}`,
      before: { membershipId: membership.id, status: 'ONHOLD' },
      after: { membershipId: membership.id, status: 'ACTIVE' },
    });
  });
  return memberDetail(ctx, userId);
}
