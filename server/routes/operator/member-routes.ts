import { Hono } from 'hono';
import { nullable, optional, string, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { isoDay } from '../../catalogue/iso-date';
import { readJson } from '../../http/read-json';
import { queryChoice, queryPage, queryText } from '../../http/read-query';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { memberSummaryJson, searchMembers } from '../../members/member-record';
import { holdMembership, memberDetail, reactivateMembership } from '../../members/member-service';
import { USER_STATUSES } from '../../../src/api/shapes/user';
import { ID, idParam } from './params';

const ReasonBody = type({ reason: optional(nullable(string())) });

/** Members: search, one member's whole record, hold and reactivate a membership (issue 13). */
export function operatorMemberRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/members', async (c) => {
    const page = queryPage(c, 20, 100);
    const status = queryChoice(c, 'status', ['ANY', ...USER_STATUSES] as const, 'ANY');
    const found = await searchMembers(ctx.db, { search: queryText(c, 'search'), status: status === 'ANY' ? null : status }, page);
    const today = isoDay(ctx.now());
    return ok(c, { total: found.total, page: page.page, size: page.size, members: found.rows.map((r) => memberSummaryJson(r, today)) });
  });

  app.get(`/members/:userId${ID}`, async (c) => ok(c, await memberDetail(ctx, idParam(c, 'userId'))));

  app.post(`/members/:userId${ID}/hold`, async (c) => {
    const { reason } = await readJson(c, ReasonBody);
    return ok(c, await holdMembership(ctx, c.get('operator'), idParam(c, 'userId'), reason));
  });

  app.post(`/members/:userId${ID}/reactivate`, async (c) => ok(c, await reactivateMembership(ctx, c.get('operator'), idParam(c, 'userId'))));

  return app;
}
