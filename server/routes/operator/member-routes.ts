import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { isoDay } from '../../catalogue/iso-date';
import { json, param, query } from '../../http/parse';
import { MembersQueryShape, ReasonRequestShape } from '../../../src/api/shapes/requests/operator';
import { EmptyBodyShape } from '../../../src/api/shapes/requests/parts';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { memberSummaryJson, searchMembers } from '../../members/member-record';
import { holdMembership, memberDetail, reactivateMembership } from '../../members/member-service';
import { endUserSessions } from '../../operators/staff-sessions';
import { deactivateMembership, editMemberDetails, memberDetails, undoHold } from '../../members/member-admin-service';
import { MemberDetailsRequestShape } from '../../../src/api/shapes/requests/operator-operations';
import { endPauseForMember } from '../../memberships/pause-service';
import { queryPaging } from './params';
import { csvResponse, type CsvColumn } from '../../http/csv-response';
import { recordExport } from '../../operators/list-export';
import { statusWords } from '../../../src/api/shapes/status-words';
import { indianDay, indianMobile, indianMoment } from '../../text/csv';

const MemberPaging = queryPaging(20, 100);

type MemberSummary = ReturnType<typeof memberSummaryJson>;
const MEMBER_COLUMNS: CsvColumn<MemberSummary>[] = [
  { heading: 'Name', cell: (m) => m.name },
  { heading: 'Mobile (+91)', cell: (m) => indianMobile(m.mobile) },
  { heading: 'E-mail', cell: (m) => m.email },
  { heading: 'Status', cell: (m) => statusWords(m.status) },
  { heading: 'Joined', cell: (m) => indianMoment(m.joinedAt) },
  { heading: 'Plan', cell: (m) => (m.membership ? `${m.membership.planName} (${m.membership.months} months)` : null) },
  { heading: 'Membership from', cell: (m) => indianDay(m.membership?.startDate) },
  { heading: 'Membership until', cell: (m) => indianDay(m.membership?.endDate) },
  { heading: 'Membership', cell: (m) => statusWords(m.membership?.status) },
];
const UserParam = type({ userId: IdParam });

/** Members: search, one member's whole record, hold and reactivate a membership. */
export function operatorMemberRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/members', query(MembersQueryShape), async (c) => {
    const q = c.req.valid('query');
    const page = MemberPaging.of(q);
    const found = await searchMembers(ctx.db, q, page);
    const today = isoDay(ctx.now());
    return ok(c, { total: found.total, capped: found.capped, page: page.page, size: page.size, members: found.rows.map((r) => memberSummaryJson(r, today)) });
  });

  // The member list as searched and sorted on screen, every page of it, as a spreadsheet.
  app.get('/members.csv', query(MembersQueryShape), async (c) => {
    const q = c.req.valid('query');
    const filename = await recordExport(ctx.db, c.get('operator'), ctx.now(), 'members', { search: q.search, status: q.status, sort: q.sort, dir: q.dir });
    const today = isoDay(ctx.now());
    return csvResponse(c, filename, MEMBER_COLUMNS, async (page) => (await searchMembers(ctx.db, q, page)).rows.map((r) => memberSummaryJson(r, today)));
  });

  app.get('/members/:userId{[0-9]+}', param(UserParam), async (c) => ok(c, await memberDetail(ctx, c.req.valid('param').userId)));

  app.post('/members/:userId{[0-9]+}/hold', param(UserParam), json(ReasonRequestShape), async (c) =>
    ok(c, await holdMembership(ctx, c.get('operator'), c.req.valid('param').userId, c.req.valid('json').reason)),
  );

  app.post('/members/:userId{[0-9]+}/reactivate', param(UserParam), json(EmptyBodyShape, { optional: true }), async (c) =>
    ok(c, await reactivateMembership(ctx, c.get('operator'), c.req.valid('param').userId)),
  );

  app.post('/members/:userId{[0-9]+}/hold/undo', param(UserParam), json(EmptyBodyShape, { optional: true }), async (c) =>
    ok(c, await undoHold(ctx, c.get('operator'), c.req.valid('param').userId)),
  );

  app.post('/members/:userId{[0-9]+}/deactivate', param(UserParam), json(ReasonRequestShape), async (c) =>
    ok(c, await deactivateMembership(ctx, c.get('operator'), c.req.valid('param').userId, c.req.valid('json').reason)),
  );

  app.get('/members/:userId{[0-9]+}/details', param(UserParam), async (c) => ok(c, await memberDetails(ctx, c.req.valid('param').userId)));

  app.post('/members/:userId{[0-9]+}/details', param(UserParam), json(MemberDetailsRequestShape), async (c) =>
    ok(c, await editMemberDetails(ctx, c.get('operator'), c.req.valid('param').userId, c.req.valid('json'))),
  );
  // The member's running pause ends today: they can book again, and their end date moves back by the days not used.
  app.post('/members/:userId{[0-9]+}/end-pause', param(UserParam), json(EmptyBodyShape, { optional: true }), async (c) => {
    await endPauseForMember(ctx, c.get('operator'), c.req.valid('param').userId);
    return ok(c, await memberDetail(ctx, c.req.valid('param').userId));
  });

  // Every session of this person ends, on every device (a lost laptop, an operator who left).
  app.post('/members/:userId{[0-9]+}/end-sessions', param(UserParam), json(ReasonRequestShape), async (c) =>
    ok(c, await endUserSessions(ctx, c.get('operator'), c.req.valid('param').userId, c.req.valid('json').reason)),
  );

  return app;
}
