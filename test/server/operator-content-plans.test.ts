import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import { NewsletterShape } from '../../src/api/shapes/newsletter';
import { EventShape } from '../../src/api/shapes/event';
import { OperatorPlanShape, type OperatorPlan } from '../../src/api/shapes/operator-plans';
import { insertUserMembership } from '../../server/memberships/membership-record';
import { isoDay } from '../../server/catalogue/iso-date';
import { data, putJson } from './support/collection-fixtures';
import { applicationUser, applied, registerApplication, slabIds, verifyAadhaar } from './support/membership-journey';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { freshNumber, getAuthed, postJson, type Session, signUp, startTestServer, type TestServer } from './support/test-server';

// Content and plans after they are published: edited, taken back to draft, deleted, retired; what members
// then see, who may do it, and the audit rows with before and after.

const number = () => freshNumber(7810000000);
let server: TestServer;
let staff: Session;
let reader: Session;

beforeAll(async () => {
  server = await startTestServer();
  await slabIds(server.db); // the club's plans, seeded
  staff = await operator(server, 7800000000);
  reader = await signUp(server.app, number());
});
afterAll(() => server.close());

const send = (method: 'PUT' | 'DELETE', path: string, body?: unknown, token = staff.accessToken) =>
  method === 'PUT'
    ? putJson(server.app, `/api/operator${path}`, body, token)
    : Promise.resolve(server.app.request(`/api/operator${path}`, { method, headers: { authorization: `Bearer ${token}` } }));

const audit = async (subjectType: string, subjectId: number) =>
  (
    await server.db.query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'select action, before, after from audit_log where subject_type = $1 and subject_id = $2 order by id',
      [subjectType, String(subjectId)],
    )
  ).rows;

const memberIssues = async () =>
  (await data(await postJson(server.app, '/api/newsletter/list', { size: 50 }))).map((n: { newsLetterId: number }) => n.newsLetterId);
const memberEvents = async () => (await data(await postJson(server.app, '/api/event/list', { size: 50 }))).map((e: { eventId: number }) => e.eventId);

describe('newsletters', () => {
  it('edits an issue (members read the new words), unpublishes it (gone from their list and detail), publishes it again and deletes it; audited', async () => {
    const issue = await data(await operatorPost(server.app, '/newsletters', { title: 'Monsoon notes', content: '<p>First draft</p>' }, staff.accessToken));
    const id = issue.newsLetterId as number;

    const edited = shaped(
      await data(await send('PUT', `/newsletters/${id}`, { title: 'Monsoon edit', summary: 'Rain-proof bags.', content: '<p>Final words</p>' })),
      NewsletterShape,
    );
    expect(edited).toMatchObject({
      title: 'Monsoon edit',
      summary: 'Rain-proof bags.',
      content: '<p>Final words</p>',
      publishedAt: issue.publishedAt,
      unpublishedAt: null,
    });
    expect(await data(await server.app.request(`/api/newsletter/${id}`))).toMatchObject({ title: 'Monsoon edit', content: '<p>Final words</p>' });

    for (const [body, field] of [
      [{ title: '', content: '<p>x</p>' }, 'title'],
      [{ title: 'x', content: '' }, 'content'],
      [{ title: 'x', content: 'y', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ] as const) {
      const res = await send('PUT', `/newsletters/${id}`, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual([field]);
    }
    expect((await send('PUT', '/newsletters/999999', { title: 'x', content: 'y' })).status).toBe(404);

    const draft = shaped(await data(await operatorPost(server.app, `/newsletters/${id}/unpublish`, {}, staff.accessToken)), NewsletterShape);
    expect(draft.unpublishedAt).toBe(server.clock.now().toISOString());
    expect(await memberIssues()).not.toContain(id);
    expect((await server.app.request(`/api/newsletter/${id}`)).status).toBe(404);
    // The back office still opens the draft, with its content, for the editor.
    expect(await data(await operatorGet(server.app, `/newsletters/${id}`, staff.accessToken))).toMatchObject({
      content: '<p>Final words</p>',
      unpublishedAt: draft.unpublishedAt,
    });
    expect((await operatorGet(server.app, `/newsletters/${id}`, reader.accessToken)).status).toBe(403);
    const all = shaped(await data(await operatorGet(server.app, '/newsletters', staff.accessToken)), array(NewsletterShape));
    expect(all.find((n) => n.newsLetterId === id)).toMatchObject({ title: 'Monsoon edit', unpublishedAt: draft.unpublishedAt });
    // Editing a draft keeps it a draft.
    await data(await send('PUT', `/newsletters/${id}`, { title: 'Monsoon edit', content: '<p>Final words, again</p>' }));
    expect((await server.app.request(`/api/newsletter/${id}`)).status).toBe(404);

    await data(await operatorPost(server.app, `/newsletters/${id}/publish`, {}, staff.accessToken));
    expect(await memberIssues()).toContain(id);

    expect(await data(await send('DELETE', `/newsletters/${id}`))).toEqual({ deleted: true });
    expect(await memberIssues()).not.toContain(id);
    expect((await data(await operatorGet(server.app, '/newsletters', staff.accessToken))).map((n: { newsLetterId: number }) => n.newsLetterId)).not.toContain(
      id,
    );
    expect((await send('DELETE', `/newsletters/${id}`)).status).toBe(404);

    const rows = await audit('newsletter', id);
    expect(rows.map((r) => r.action)).toEqual([
      'newsletter.publish',
      'newsletter.edit',
      'newsletter.unpublish',
      'newsletter.edit',
      'newsletter.republish',
      'newsletter.delete',
    ]);
    expect(rows[1].before).toMatchObject({ title: 'Monsoon notes', summary: null });
    expect(rows[1].after).toMatchObject({ title: 'Monsoon edit', summary: 'Rain-proof bags.' });
    expect(rows[5].before).toMatchObject({ title: 'Monsoon edit' });
  });

  it('refuses members and visitors every change (403, 401), and changes nothing', async () => {
    const issue = await data(await operatorPost(server.app, '/newsletters', { title: 'Members only', content: '<p>Kept</p>' }, staff.accessToken));
    const path = `/newsletters/${issue.newsLetterId}`;
    expect((await send('PUT', path, { title: 'Taken', content: 'x' }, reader.accessToken)).status).toBe(403);
    expect((await operatorPost(server.app, `${path}/unpublish`, {}, reader.accessToken)).status).toBe(403);
    expect((await send('DELETE', path, undefined, reader.accessToken)).status).toBe(403);
    expect((await operatorPost(server.app, `${path}/unpublish`, {})).status).toBe(401);
    expect(await data(await server.app.request(`/api/newsletter/${issue.newsLetterId}`))).toMatchObject({ title: 'Members only' });
  });
});

describe('drafts published together (the Content table’s bulk publish: one call each)', () => {
  it('publishes each chosen draft with an audit row of its own; one already published changes nothing and writes none', async () => {
    const ids: number[] = [];
    for (const title of ['Rain edit', 'Wedding season']) {
      const id = (await data(await operatorPost(server.app, '/newsletters', { title, content: '<p>Soon.</p>' }, staff.accessToken))).newsLetterId as number;
      await data(await operatorPost(server.app, `/newsletters/${id}/unpublish`, {}, staff.accessToken));
      ids.push(id);
    }
    expect(await memberIssues()).not.toContain(ids[0]);
    const answers = await Promise.all(ids.map((id) => operatorPost(server.app, `/newsletters/${id}/publish`, {}, staff.accessToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await memberIssues()).toEqual(expect.arrayContaining(ids));
    for (const id of ids)
      expect((await audit('newsletter', id)).map((r) => r.action)).toEqual(['newsletter.publish', 'newsletter.unpublish', 'newsletter.republish']);
    await data(await operatorPost(server.app, `/newsletters/${ids[0]}/publish`, {}, staff.accessToken));
    expect(await audit('newsletter', ids[0])).toHaveLength(3);
  });
});

describe('events', () => {
  const startsAt = () => new Date(server.clock.now().getTime() + 5 * 86_400_000).toISOString();
  const event = (extra: Record<string, unknown> = {}) => ({
    title: 'Trunk show',
    startsAt: startsAt(),
    city: 'Jaipur',
    venue: 'Tote Studio',
    capacity: 20,
    ...extra,
  });

  it('edits an event (seats never below those taken), unpublishes it (members neither list, count nor register) and deletes it', async () => {
    const created = await data(await operatorPost(server.app, '/events', event(), staff.accessToken));
    const id = created.eventId as number;
    const guest = await signUp(server.app, number());
    await data(await postJson(server.app, '/api/event/register', { eventId: id, userId: guest.userId }, guest.accessToken));

    const edited = shaped(await data(await send('PUT', `/events/${id}`, event({ title: 'Monsoon trunk show', capacity: 12 }))), EventShape);
    expect(edited).toMatchObject({ title: 'Monsoon trunk show', capacity: 12, seatsLeft: 11, unpublishedAt: null });
    const below = await send('PUT', `/events/${id}`, event({ capacity: 0 }));
    expect((await below.json()).errors).toHaveProperty('capacity');
    const past = await send('PUT', `/events/${id}`, event({ startsAt: new Date(server.clock.now().getTime() - 60_000).toISOString() }));
    expect(past.status).toBe(400);

    const count = async () => data(await postJson(server.app, '/api/event/count', {}));
    const before = await count();
    await data(await operatorPost(server.app, `/events/${id}/unpublish`, {}, staff.accessToken));
    expect(await memberEvents()).not.toContain(id);
    expect(await count()).toBe(before - 1);
    const late = await signUp(server.app, number());
    expect((await postJson(server.app, '/api/event/register', { eventId: id, userId: late.userId }, late.accessToken)).status).toBe(404);
    expect(shaped(await data(await operatorGet(server.app, `/events/${id}`, staff.accessToken)), EventShape).unpublishedAt).toBe(
      server.clock.now().toISOString(),
    );
    await data(await operatorPost(server.app, `/events/${id}/publish`, {}, staff.accessToken));
    expect(await memberEvents()).toContain(id);

    // A member registered: the row stays, hidden, so the registration keeps what it points at.
    expect(await data(await send('DELETE', `/events/${id}`))).toEqual({ kept: true });
    expect(await memberEvents()).not.toContain(id);
    expect((await data(await operatorGet(server.app, '/events', staff.accessToken))).map((e: { eventId: number }) => e.eventId)).not.toContain(id);
    const kept = await server.db.query('select 1 from event_registrations where event_id = $1', [id]);
    expect(kept.rows).toHaveLength(1);
    expect((await send('PUT', `/events/${id}`, event())).status).toBe(404);

    // Nobody registered: it goes outright.
    const empty = await data(await operatorPost(server.app, '/events', event({ title: 'Empty room' }), staff.accessToken));
    expect(await data(await send('DELETE', `/events/${empty.eventId}`))).toEqual({ kept: false });
    expect((await server.db.query('select 1 from events where id = $1', [empty.eventId])).rows).toHaveLength(0);

    const rows = await audit('event', id);
    expect(rows.map((r) => r.action)).toEqual(['event.publish', 'event.edit', 'event.unpublish', 'event.republish', 'event.delete']);
    expect(rows[1].before).toMatchObject({ title: 'Trunk show', capacity: 20 });
    expect(rows[1].after).toMatchObject({ title: 'Monsoon trunk show', capacity: 12 });
  });
});

describe('members registered for an event', () => {
  const bell = async (who: Session) =>
    (await data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, who.accessToken))) as { title: string; message: string }[];
  // A day `days` on, at `time` India time.
  const day = (days: number, time: string) => new Date(`${isoDay(new Date(server.clock.now().getTime() + days * 86_400_000))}T${time}:00+05:30`);
  const indian = (at: Date) =>
    `${new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at)},`;

  it('are told when it moves (day, time or place) or is called off, in words, each once; a new title alone tells nobody, nor those not registered', async () => {
    const first = day(5, '18:00');
    const body = { title: 'Trunk show', description: '', startsAt: first.toISOString(), city: 'Jaipur', venue: 'Tote Studio', capacity: 20 };
    const id = (await data(await operatorPost(server.app, '/events', body, staff.accessToken))).eventId as number;
    const [asha, ira, bystander] = await Promise.all([signUp(server.app, number()), signUp(server.app, number()), signUp(server.app, number())]);
    for (const who of [asha, ira]) await data(await postJson(server.app, '/api/event/register', { eventId: id, userId: who.userId }, who.accessToken));
    const before = (await bell(asha)).length;

    await data(await send('PUT', `/events/${id}`, { ...body, title: 'Monsoon trunk show', capacity: 25 }));
    expect(await bell(asha)).toHaveLength(before);

    const later = day(12, '11:30');
    await data(await send('PUT', `/events/${id}`, { ...body, title: 'Monsoon trunk show', startsAt: later.toISOString(), venue: 'The Courtyard' }));
    for (const who of [asha, ira]) {
      const [latest] = await bell(who);
      expect(latest.title).toBe('Changed: Monsoon trunk show');
      expect(latest.message).toBe(
        `The date and place of Monsoon trunk show changed. It is now on ${indian(later)} 11:30 am at The Courtyard, Jaipur (it was ${indian(first)} 6:00 pm at Tote Studio, Jaipur). Your seat is kept; nothing else is needed from you.`,
      );
    }

    expect(await data(await send('DELETE', `/events/${id}`))).toEqual({ kept: true });
    const [cancelled] = await bell(ira);
    expect(cancelled.title).toBe('Cancelled: Monsoon trunk show');
    expect(cancelled.message).toBe(
      `We are sorry: Monsoon trunk show on ${indian(later)} 11:30 am at The Courtyard, Jaipur will not take place. Your seat is released; nothing else is needed from you.`,
    );
    const told = await server.db.query<{ n: number }>("select count(*)::int as n from notifications where to_user_id = $1 and title ilike '%trunk show'", [
      asha.userId,
    ]);
    // Registered, moved, called off: one each.
    expect(told.rows[0].n).toBe(3);
    expect((await bell(bystander)).some((n) => n.title.includes('trunk show'))).toBe(false);
  });
});

describe('plans and prices', () => {
  const plans = async () => shaped(await data(await operatorGet(server.app, '/plans', staff.accessToken)), array(OperatorPlanShape));
  const offered = async () => (await data(await postJson(server.app, '/api/membership/list', {}))) as { membershipPlanSlabId: number; amount: number }[];
  const create = (body: Record<string, unknown>) => operatorPost(server.app, '/plans', body, staff.accessToken);
  const atelier = { name: 'Atelier', description: 'Two bags, each up to ten days.', bagsAtATime: 2, maxRentalDays: 10, terms: [{ months: 3, amount: 14999 }] };
  let plan: OperatorPlan;

  it('creates a plan with its terms in rupees, GST inside; members are offered it; the form is checked field by field', async () => {
    plan = shaped(await data(await create(atelier)), OperatorPlanShape);
    expect(plan).toMatchObject({ name: 'Atelier', code: 'ATELIER', bagsAtATime: 2, maxRentalDays: 10, retiredAt: null, members: 0, gstRatePercent: 18 });
    expect(plan.terms).toEqual([{ membershipPlanSlabId: expect.any(Number), months: 3, amount: 14999, taxable: 12711.02, tax: 2287.98 }]);
    expect((await offered()).find((s) => s.membershipPlanSlabId === plan.terms[0].membershipPlanSlabId)).toMatchObject({ amount: 14999 });

    for (const [body, field] of [
      [{ ...atelier, name: '' }, 'name'],
      [{ ...atelier, name: 'Classic' }, 'name'],
      [{ ...atelier, name: 'Other', bagsAtATime: 0 }, 'bagsAtATime'],
      [{ ...atelier, name: 'Other', maxRentalDays: 61 }, 'maxRentalDays'],
      [{ ...atelier, name: 'Other', terms: [] }, 'terms'],
      [{ ...atelier, name: 'Other', terms: [{ months: 3, amount: 0.5 }] }, 'terms.0.amount'],
      [{ ...atelier, name: 'Other', terms: [{ months: 3, amount: 100.555 }] }, 'terms.0.amount'],
      [
        {
          ...atelier,
          name: 'Other',
          terms: [
            { months: 3, amount: 100 },
            { months: 3, amount: 200 },
          ],
        },
        'terms.1.months',
      ],
    ] as const) {
      const res = await create(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).errors), field).toEqual([field]);
    }
    expect((await operatorGet(server.app, '/plans', reader.accessToken)).status).toBe(403);
    expect((await operatorPost(server.app, '/plans', { ...atelier, name: 'Sneaky' }, reader.accessToken)).status).toBe(403);
    expect((await plans()).map((p) => p.name)).not.toContain('Sneaky');
  });

  it('a new price reaches new orders only: an order already made keeps its price, at checkout too; audited before and after', async () => {
    const slab = plan.terms[0].membershipPlanSlabId;
    const slabIndex = async () =>
      (await server.db.query<{ id: number }>('select id from membership_plan_slabs order by id')).rows.findIndex((r) => r.id === slab);
    const early = await applied(server.app, server.db, number(), await slabIndex());

    const repriced = shaped(
      await data(
        await send('PUT', `/plans/${plan.membershipPlanId}`, {
          name: 'Atelier',
          description: 'Now with a longer term.',
          terms: [
            { months: 3, amount: 16999 },
            { months: 6, amount: 29999 },
          ],
        }),
      ),
      OperatorPlanShape,
    );
    expect(repriced.terms.map((t) => [t.months, t.amount])).toEqual([
      [3, 16999],
      [6, 29999],
    ]);
    expect(repriced.description).toBe('Now with a longer term.');
    expect((await offered()).find((s) => s.membershipPlanSlabId === slab)).toMatchObject({ amount: 16999 });

    const details = async (who: Session) =>
      (await data(await getAuthed(server.app, `/api/order/payment-details/${slab}`, who.accessToken))) as { totalAmount: number; orderId: number };
    expect(await details(early)).toMatchObject({ totalAmount: 14999, orderId: early.orderId });
    const late = await applied(server.app, server.db, number(), await slabIndex());
    expect(await details(late)).toMatchObject({ totalAmount: 16999, orderId: late.orderId });
    const totals = await server.db.query<{ id: number; total: string }>(
      'select id, (amount + tax)::text as total from orders where id = any($1::int[]) order by id',
      [[early.orderId, late.orderId]],
    );
    expect(totals.rows.map((r) => Number(r.total))).toEqual([14999, 16999]);

    const rows = await audit('plan', plan.membershipPlanId);
    expect(rows.map((r) => r.action)).toEqual(['plan.create', 'plan.edit']);
    expect(rows[1].before).toMatchObject({ prices: { '3 months': 14999 } });
    expect(rows[1].after).toMatchObject({ prices: { '3 months': 16999, '6 months': 29999 } });
  });

  it('retires a plan: no longer offered, ordered, applied for or chosen for renewal; its members keep it; the last plan on offer stays', async () => {
    const slab = plan.terms[0].membershipPlanSlabId;
    const holder = await signUp(server.app, number());
    await server.db.query("update users set status_code = 'ACTIVE' where id = $1", [holder.userId]);
    await insertUserMembership(server.db, holder.userId, slab, isoDay(server.clock.now()));

    const retired = shaped(await data(await operatorPost(server.app, `/plans/${plan.membershipPlanId}/retire`, {}, staff.accessToken)), OperatorPlanShape);
    expect(retired.retiredAt).toBe(server.clock.now().toISOString());
    expect(retired.members).toBeGreaterThanOrEqual(1);
    expect((await offered()).map((s) => s.membershipPlanSlabId)).not.toContain(slab);

    // The member on it keeps it, and their package page's call still answers it.
    const mine = await data(await getAuthed(server.app, `/api/membership/usermembership/${holder.userId}`, holder.accessToken));
    expect(mine).toMatchObject({ status: 'ACTIVE', membershipPlanSlab: { membershipPlanSlabId: slab, membershipPlanName: 'Atelier' } });
    // Choosing it for the renewal is refused; another plan still may be chosen.
    const change = await postJson(server.app, '/api/account/plan-change', { membershipPlanSlabId: slab }, holder.accessToken);
    expect(change.status).toBe(400);
    const other = (await offered())[0].membershipPlanSlabId;
    expect((await postJson(server.app, '/api/account/plan-change', { membershipPlanSlabId: other }, holder.accessToken)).status).toBe(200);

    // A new applicant cannot order it.
    const applicant = await signUp(server.app, number());
    await server.db.query("update users set status_code = 'APPROVED' where id = $1", [applicant.userId]);
    const save = await postJson(server.app, '/api/order/save', { userId: applicant.userId, membershipPlanSlabId: slab }, applicant.accessToken);
    expect(save.status).toBe(409);
    expect((await save.json()).message).toBe('This plan is no longer offered. Please choose another plan.');
    const checkout = await data(await getAuthed(server.app, `/api/order/payment-details/${slab}`, applicant.accessToken));
    expect(checkout).toMatchObject({ canPay: false, message: 'This plan is no longer offered. Please choose another plan.' });
    const newcomer = await signUp(server.app, number());
    const form = {
      user: applicationUser(newcomer, await verifyAadhaar(server.app, newcomer.accessToken)),
      memberslab: { id: slab, membershipPlanSlabId: slab },
    };
    expect((await registerApplication(server.app, newcomer.accessToken, form)).status).toBe(400);

    // Offered again, it is back; every other plan retired, the last one on offer stays.
    await data(await operatorPost(server.app, `/plans/${plan.membershipPlanId}/offer`, {}, staff.accessToken));
    expect((await offered()).map((s) => s.membershipPlanSlabId)).toContain(slab);
    const ids = (await plans()).map((p) => p.membershipPlanId);
    const results = [];
    for (const id of ids) results.push((await operatorPost(server.app, `/plans/${id}/retire`, {}, staff.accessToken)).status);
    expect(results.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(results.at(-1)).toBe(409);
    expect((await plans()).filter((p) => p.retiredAt === null)).toHaveLength(1);
    expect((await audit('plan', plan.membershipPlanId)).map((r) => r.action)).toContain('plan.retire');
  });
});
