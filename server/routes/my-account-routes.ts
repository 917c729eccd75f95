import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AuthEnv } from '../http/require-user';
import { ok } from '../http/respond';
import { holdReason, memberAllowance } from '../account/standing-service';
import { confirmMobileChange, editableDetails, editDetails, startMobileChange } from '../account/member-details-service';
import { clientAddressResolver } from '../http/client-address';
import { json } from '../http/parse';
import { DetailsEditShape, MobileChangeShape, MobileVerifyShape, PlanChangeRequestShape } from '../../src/api/shapes/requests/my-account';
import { choosePlanAtRenewal, keepCurrentPlan, pendingPlanChange } from '../account/plan-change-service';
import type { SendOtpResult } from '../../src/api/shapes/user';

/**
 * My Account's calls beyond the spec, mounted inside the account routes (which require a member): each reads
 * and changes only the caller's own data, named by their token, never by an id in the request.
 */
export function myAccountRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  const clientAddress = clientAddressResolver(ctx.config.trustedProxies);

  app.get('/allowance', async (c) => ok(c, await memberAllowance(ctx, c.get('user').userId)));

  app.get('/hold', async (c) => {
    const user = c.get('user');
    return ok(c, await holdReason(ctx, user.userId, user.status));
  });

  app.get('/details', async (c) => ok(c, await editableDetails(ctx, c.get('user').userId)));

  app.put('/details', json(DetailsEditShape), async (c) => ok(c, await editDetails(ctx, c.get('user').userId, c.req.valid('json'))));

  app.post('/mobile', json(MobileChangeShape), async (c) => {
    const otp = await startMobileChange(ctx, c.get('user').userId, c.req.valid('json').mobile, clientAddress(c));
    // As send-otp: only demo mode hands the code back; in production it goes by SMS alone.
    return ok(c, (ctx.config.demo ? { otp } : {}) satisfies SendOtpResult);
  });

  app.post('/mobile/verify', json(MobileVerifyShape), async (c) => {
    const { mobile, otp } = c.req.valid('json');
    return ok(c, await confirmMobileChange(ctx, c.get('user').userId, mobile, otp));
  });

  app.get('/plan-change', async (c) => ok(c, await pendingPlanChange(ctx, c.get('user').userId)));

  app.post('/plan-change', json(PlanChangeRequestShape), async (c) =>
    ok(c, await choosePlanAtRenewal(ctx, c.get('user').userId, c.req.valid('json').membershipPlanSlabId)),
  );

  app.delete('/plan-change', async (c) => ok(c, await keepCurrentPlan(ctx, c.get('user').userId)));

  return app;
}
