import type { Infer } from 'superstruct';
import type { ServerContext } from '../context';
import type { RegisterShape } from '../../src/api/shapes/user';
import { conflict, invalidInput } from '../domain-error';
import { OTP_MESSAGES, requireVerifiedOtp } from '../otp/otp-service';
import { findUserByUsername, insertUser } from './user-record';

export const USER_EXISTS = 'User Already Exist Kindly Login';

/** The sign-up dialog's details, already checked by the dialog's own rules (spec point 5). */
export interface SignUpDetails {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  instagram: string;
  city: string;
  state: string;
  zipcode: string;
  /** The verified OTP: required (as generate-token requires it); a wrong one counts as a wrong try. */
  otp?: string;
  /** The partner page of the sign-up (<tote-auth partner-id>), if any. */
  partnerId: string | null;
}

/**
 * POST /api/user/register: a new member, once their number's OTP is verified.
 * Every new member starts as a DRAFT customer (spec points 4 and 6), whatever the body says.
 */
export async function registerMember(ctx: ServerContext, details: SignUpDetails): Promise<Infer<typeof RegisterShape>> {
  if (await findUserByUsername(ctx.db, details.username)) throw conflict(USER_EXISTS, 'USER_EXISTS');
  // A verified number alone is not proof: whoever verified it must also hold the code, as for generate-token.
  if (!details.otp) throw invalidInput(OTP_MESSAGES.missing, { otp: OTP_MESSAGES.missing }, 'OTP_NOT_VERIFIED');
  await requireVerifiedOtp(ctx, details.username, details.otp);
  const created = await insertUser(ctx.db, {
    username: details.username,
    phone: details.username,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    instagram: details.instagram,
    roles: ['ROLE_CUSTOMER'],
    statusCode: 'DRAFT',
    city: details.city,
    state: details.state,
    zipcode: details.zipcode,
    partnerId: details.partnerId,
  });
  if (!created) throw conflict(USER_EXISTS, 'USER_EXISTS');
  return { userId: created.id };
}
