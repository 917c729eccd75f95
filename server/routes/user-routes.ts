import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { clientAddressResolver } from '../http/client-address';
import { form, json, jsonPart, param, type PartReader } from '../http/parse';
import { sameCheckAs } from '../http/request-checks';
import { IdParam } from '../../src/api/shapes/requests/parts';
import { NewUserShape, SendOtpRequestShape, VerifyOtpRequestShape } from '../../src/api/shapes/requests/user';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, forbidden, notFound, ok } from '../http/respond';
import { sendOtp, verifyOtp } from '../otp/otp-service';
import { loadRemoteMessages } from '../remote-config/load-remote-messages';
import { registerMember, type SignUpDetails } from '../users/sign-up';
import { findUserById, findUserByUsername, userJson } from '../users/user-record';
import { type FieldName, normalizeMobile, validateFields } from '../../src/validation/rules';
import type { Infer } from 'superstruct';
import type { OtpVerifiedShape, SendOtpResult } from '../../src/api/shapes/user';
import { isPartnerId, PARTNER_ID_MESSAGE } from '../../src/validation/partner-id';
import { MobileNumber } from '../../src/validation/shapes';

const UsernameParam = type({ username: MobileNumber });
const IdParams = type({ id: IdParam });

const REGISTER_FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'mobile', 'city', 'state', 'zipcode', 'instagram'];

/** The `user` part of register, checked by the same rules, and with the same remote texts, as the sign-up dialog. */
function signUpPart(ctx: ServerContext): PartReader<SignUpDetails> {
  const read = jsonPart(NewUserShape);
  const reader: PartReader<SignUpDetails> = async (value, name) => {
    const body = await read(value, name);
    const values = {
      mobile: body.username?.trim() ?? '',
      firstName: body.firstName?.trim() ?? '',
      lastName: body.lastName?.trim() ?? '',
      email: body.email?.trim() ?? '',
      instagram: body.instagram?.trim() ?? '',
      city: body.userAddress?.city?.trim() ?? '',
      state: body.userAddress?.state?.trim() ?? '',
      zipcode: body.userAddress?.zipcode?.trim() ?? '',
    };
    const errors = validateFields(values, REGISTER_FIELDS, loadRemoteMessages(ctx.config.dataDir));
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors as Record<string, string>);
    const partnerId = body.partnerId?.trim() || null;
    if (partnerId !== null && !isPartnerId(partnerId)) throw badRequest(PARTNER_ID_MESSAGE, { partnerId: PARTNER_ID_MESSAGE });
    const otp = body.otp?.trim();
    return { ...values, username: normalizeMobile(values.mobile), otp: otp || undefined, partnerId };
  };
  return sameCheckAs(reader, read);
}

export function userRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);
  const clientAddress = clientAddressResolver(ctx.config.trustedProxies);

  app.get('/validate-user/:username', param(UsernameParam), async (c) => {
    return ok(c, (await findUserByUsername(ctx.db, c.req.valid('param').username)) ? 1 : 0);
  });

  app.post('/send-otp', json(SendOtpRequestShape), async (c) => {
    const otp = await sendOtp(ctx, c.req.valid('json').username, clientAddress(c));
    // Only demo mode hands the code back (the dialog shows it); in production it goes by SMS alone.
    return ok(c, (ctx.config.demo ? { otp } : {}) satisfies SendOtpResult);
  });

  app.post('/verify-otp', json(VerifyOtpRequestShape), async (c) => {
    const { username, otp } = c.req.valid('json');
    await verifyOtp(ctx, username, otp);
    return ok(c, { verified: true } satisfies Infer<typeof OtpVerifiedShape>);
  });

  // The one multipart call open to visitors (spec point 4: sign-up registers before there is a token):
  // small (the JSON limit), no files, and refused without a verified OTP.
  app.post('/register', form({ user: signUpPart(ctx) }), async (c) => ok(c, await registerMember(ctx, c.req.valid('form').user)));

  app.get('/getByUsername/:username', authed, param(UsernameParam), async (c) => {
    const { username } = c.req.valid('param');
    if (username !== c.get('user').username) throw forbidden();
    const user = await findUserByUsername(ctx.db, username);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return ok(c, userJson(user));
  });

  app.get('/:id{[0-9]+}', authed, param(IdParams), async (c) => {
    const { id } = c.req.valid('param');
    assertSelf(c, id);
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return ok(c, userJson(user));
  });

  return app;
}
