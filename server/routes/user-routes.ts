import { type Context, Hono } from 'hono';
import { array, nullable, optional, string, type } from 'superstruct';
import type { ServerContext } from '../context';
import { checkShape, readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, conflict, forbidden, notFound, ok } from '../http/respond';
import { findVerifiedOtp, sendOtp, verifyOtp } from '../otp/otp-service';
import { loadRemoteMessages } from '../remote-config/load-remote-messages';
import { findUserById, findUserByUsername, insertUser, userJson } from '../users/user-record';
import { isPartnerId, PARTNER_ID_MESSAGE } from '../../src/validation/partner-id';
import { type FieldName, validateFields } from '../../src/validation/rules';
import { OTP_NOT_VERIFIED } from './auth-routes';
import { parseUsername } from './parse-username';

// Fields the user typed are optional in the shape so a missing one gets the
// dialog's own text ('Mobile number is required.') rather than a generic one.
const SendOtpBody = type({ username: optional(string()), roles: optional(array(string())) });
const VerifyOtpBody = type({ username: optional(string()), otp: optional(string()) });

const text = optional(nullable(string()));
const RegisterBody = type({
  username: text,
  phone: text,
  firstName: text,
  lastName: text,
  email: text,
  instagram: text,
  otp: text,
  partnerId: text,
  userAddress: optional(nullable(type({ city: text, state: text, zipcode: text }))),
});

const REGISTER_FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'mobile', 'city', 'state', 'zipcode', 'instagram'];

export const USER_EXISTS = 'User Already Exist Kindly Login';

/** The `user` part of the multipart register call: a JSON string or a JSON Blob part. */
async function readUserPart(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    throw badRequest('Send the user as the multipart form field "user" (JSON).');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('The form data could not be read.');
  }
  const part = form.user;
  if (part === undefined) throw badRequest('The field "user" is required.');
  const json = typeof part === 'string' ? part : part instanceof Blob ? await part.text() : null;
  if (json === null) throw badRequest('Send exactly one "user" field.');
  try {
    return JSON.parse(json);
  } catch {
    throw badRequest('The field "user" is not valid JSON.');
  }
}

export function userRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);

  app.get('/validate-user/:username', async (c) => {
    const username = parseUsername(c.req.param('username'));
    return ok(c, (await findUserByUsername(ctx.db, username)) ? 1 : 0);
  });

  app.post('/send-otp', async (c) => {
    const body = await readJson(c, SendOtpBody);
    const username = parseUsername(body.username);
    const otp = await sendOtp(ctx, username);
    // Only demo mode hands the code back (the dialog shows it); in production it goes by SMS alone.
    return ok(c, ctx.config.demo ? { otp } : {});
  });

  app.post('/verify-otp', async (c) => {
    const body = await readJson(c, VerifyOtpBody);
    const username = parseUsername(body.username);
    await verifyOtp(ctx, username, body.otp ?? '');
    return ok(c, { verified: true });
  });

  app.post('/register', async (c) => {
    const body = checkShape(await readUserPart(c), RegisterBody);
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
    // The same rules, and the same remote texts, as the sign-up dialog.
    const errors = validateFields(values, REGISTER_FIELDS, loadRemoteMessages(ctx.config.dataDir));
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors as Record<string, string>);

    const partnerId = body.partnerId?.trim() || null;
    if (partnerId !== null && !isPartnerId(partnerId)) throw badRequest(PARTNER_ID_MESSAGE, { partnerId: PARTNER_ID_MESSAGE });

    const username = parseUsername(values.mobile);
    if (await findUserByUsername(ctx.db, username)) throw conflict(USER_EXISTS);
    if ((await findVerifiedOtp(ctx, username, body.otp || undefined)) === null) throw badRequest(OTP_NOT_VERIFIED);

    // Every new member starts as a DRAFT customer (spec points 4 and 6), whatever the body says.
    const created = await insertUser(ctx.db, {
      username,
      phone: username,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      instagram: values.instagram,
      roles: ['ROLE_CUSTOMER'],
      statusCode: 'DRAFT',
      city: values.city,
      state: values.state,
      zipcode: values.zipcode,
      partnerId,
    });
    if (!created) throw conflict(USER_EXISTS);
    return ok(c, { userId: created.id });
  });

  app.get('/getByUsername/:username', authed, async (c) => {
    const username = parseUsername(c.req.param('username'));
    if (username !== c.get('user').username) throw forbidden();
    const user = await findUserByUsername(ctx.db, username);
    if (!user) throw notFound('User not found');
    return ok(c, userJson(user));
  });

  app.get('/:id{[0-9]+}', authed, async (c) => {
    const id = Number(c.req.param('id'));
    assertSelf(c, id);
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound('User not found');
    return ok(c, userJson(user));
  });

  return app as unknown as Hono;
}
