import { Hono } from 'hono';
import { nullable, number, optional, string, type, union } from 'superstruct';
import { confirmAadhaarOtp, requestAadhaarOtp } from '../applications/aadhaar-service';
import { submitApplication } from '../applications/submit-application';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { readForm, readJsonPart } from '../http/read-json-part';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

const text = optional(nullable(string()));
const anId = optional(nullable(union([number(), string()])));
const AadhaarBody = type({ aadhaarNumber: text, userId: anId });
const AadhaarOtpBody = type({ aadhaarNumber: text, otp: text, referenceId: anId, userId: anId });

const asList = (part: unknown): unknown[] => (part === undefined ? [] : Array.isArray(part) ? part : [part]);

/**
 * The membership application of a DRAFT user, mounted on /api/user
 * next to the user routes: Aadhaar verification by OTP (spelled as the API
 * spells it) and the application form with its documents.
 */
export function applicationRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);

  app.post('/verifyAddhar', authed, async (c) => {
    const body = await readJson(c, AadhaarBody);
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    return ok(c, await requestAadhaarOtp(ctx, c.get('user').userId, body.aadhaarNumber));
  });

  app.post('/verifyAadharOtp', authed, async (c) => {
    const body = await readJson(c, AadhaarOtpBody);
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    return ok(c, await confirmAadhaarOtp(ctx, c.get('user').userId, body));
  });

  app.post('/order/register', authed, async (c) => {
    const form = await readForm(c);
    const parts = {
      user: await readJsonPart(form, 'user'),
      memberslab: await readJsonPart(form, 'memberslab'),
      aadhar: asList(form.aadhar),
      pan: asList(form.pan),
    };
    return ok(c, await submitApplication(ctx, c.get('user').userId, parts));
  });

  return app as unknown as Hono;
}
