import type { Database } from '../db/database';
import { notFound } from '../domain-error';
import type { Actor } from './actor';
import { writeAudit } from './audit-record';
import { findStaffByUsername, isOperator, setOperatorRole } from './operator-record';

export interface RoleChange {
  userId: number;
  mobile: string;
  name: string;
  operator: boolean;
  /** False when the member already was (or was not) an operator. */
  changed: boolean;
}

/**
 * npm run admin -- grant-operator / revoke-operator <mobile>: the person signs
 * up on the site like a member first (so they log in with the same mobile +
 * OTP dialogs), then the role is granted here. Granting twice changes nothing.
 */
export async function changeOperatorRole(db: Database, actor: Actor, mobile: string, grant: boolean, now: Date): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const user = await findStaffByUsername(tx, mobile, true);
    if (!user) throw notFound(`No user with mobile number ${mobile}: they sign up on the site first, then get the role.`);
    const name = `${user.first_name} ${user.last_name}`;
    if (isOperator(user.roles) === grant) return { userId: user.id, mobile, name, operator: grant, changed: false };
    const roles = await setOperatorRole(tx, user.id, grant);
    await writeAudit(tx, actor, now, {
      action: grant ? 'operator.grant' : 'operator.revoke',
      subjectType: 'user',
      subjectId: user.id,
      summary: grant ? `Made ${name} (${mobile}) an operator` : `Removed the operator role from ${name} (${mobile})`,
      before: { roles: user.roles },
      after: { roles },
    });
    return { userId: user.id, mobile, name, operator: grant, changed: true };
  });
}
