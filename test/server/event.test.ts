import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventShape } from '../../src/api/shapes/event';
import { insertEvent } from '../../server/events/event-records';
import { seedEvents } from '../../server/seed/seed-events';
import { freshNumber, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8500000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedEvents(server.db, server.clock.now());
});
afterAll(() => server.close());

interface EventJson {
  eventId: number;
  title: string;
  eventDate: string;
  city: string;
  venue: string;
  seatsLeft: number;
  registered?: boolean;
}

const list = async (token?: string) => {
  const res = await postJson(server.app, '/api/event/list', {}, token);
  expect(res.status).toBe(200);
  return (await res.json()).data as EventJson[];
};
const register = (eventId: number, userId: number, token?: string) => postJson(server.app, '/api/event/register', { eventId, userId }, token);

describe('club events', () => {
  it('lists upcoming events soonest first with city, venue and seats left; count agrees', async () => {
    const events = await list();
    expect(events.length).toBe(3);
    for (const event of events) {
      expect(is(event, EventShape)).toBe(true);
      expect(event.city).toBeTruthy();
      expect(event.venue).toBeTruthy();
      expect(event.registered).toBeUndefined();
      expect(Date.parse(event.eventDate)).toBeGreaterThan(server.clock.now().getTime());
    }
    const dates = events.map((e) => Date.parse(e.eventDate));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    const count = await postJson(server.app, '/api/event/count', {});
    expect((await count.json()).data).toBe(3);
  });

  it('a member registers once: seats go down, a second time is a 409 with a friendly message', async () => {
    const me = await signUp(server.app, number());
    const [event] = await list(me.accessToken);
    expect(event.registered).toBe(false);

    const first = await register(event.eventId, me.userId, me.accessToken);
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({ eventId: event.eventId, registered: true, seatsLeft: event.seatsLeft - 1 });

    const again = await register(event.eventId, me.userId, me.accessToken);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('You are already registered for this event');

    const after = (await list(me.accessToken)).find((e) => e.eventId === event.eventId);
    expect(after).toMatchObject({ registered: true, seatsLeft: event.seatsLeft - 1 });

    // The registration is a real event for the member: one notification, not two.
    const notes = await postJson(server.app, '/api/communication/list', { toUserId: me.userId }, me.accessToken);
    const titles = ((await notes.json()).data as { title: string }[]).map((n) => n.title);
    expect(titles).toEqual([`Registered: ${event.title}`]);
  });

  it('a full event is refused', async () => {
    await insertEvent(server.db, {
      slug: 'tiny',
      title: 'Private viewing',
      description: 'One seat.',
      startsAt: '2026-04-01T13:00:00Z',
      city: 'Pune',
      venue: 'Studio',
      capacity: 1,
    });
    const id = (await server.db.query<{ id: number }>("select id from events where slug = 'tiny'")).rows[0].id;
    const a = await signUp(server.app, number());
    const b = await signUp(server.app, number());
    expect((await register(id, a.userId, a.accessToken)).status).toBe(200);
    const refused = await register(id, b.userId, b.accessToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Sorry, this event is full.');
  });

  it('registering needs a login, and only for oneself; unknown events are 404', async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    const [event] = await list();
    expect((await register(event.eventId, me.userId)).status).toBe(401);
    expect((await register(event.eventId, other.userId, me.accessToken)).status).toBe(403);
    expect((await register(987654, me.userId, me.accessToken)).status).toBe(404);
    expect((await postJson(server.app, '/api/event/register', { userId: me.userId }, me.accessToken)).status).toBe(400);
  });

  it('past events are not listed and cannot be registered for', async () => {
    await insertEvent(server.db, {
      slug: 'past',
      title: 'Last season',
      description: 'Over.',
      startsAt: '2026-01-01T13:00:00Z',
      city: 'Pune',
      venue: 'Studio',
      capacity: 10,
    });
    expect((await list()).some((e) => e.title === 'Last season')).toBe(false);
    const id = (await server.db.query<{ id: number }>("select id from events where slug = 'past'")).rows[0].id;
    const me = await signUp(server.app, number());
    expect((await register(id, me.userId, me.accessToken)).status).toBe(409);
  });
});
