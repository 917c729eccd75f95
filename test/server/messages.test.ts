import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres-database';
import { type OutboxMessage, setOptOut } from '../../server/messages/message-record';
import { messageMember } from '../../server/messages/outbound-messages';
import { MAX_ATTEMPTS, sendDueMessages } from '../../server/messages/send-messages';
import { bagShipped, returnDue } from '../../server/notifications/member-events';
import { operator, operatorGet } from './support/operator';
import { freshNumber, signUp, startTestServer } from './support/test-server';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function member(): Promise<number> {
  const result = await database.db.query<{ id: number }>(
    `insert into users (username, first_name, last_name, email) values ($1, 'Asha', 'Rao', 'asha@example.in') returning id`,
    [freshNumber(7100000000)],
  );
  return result.rows[0].id;
}
const outbox = async (userId: number) =>
  (
    await database.db.query<{ channel: string; status: string; attempts: number; kind: string }>(
      `select channel, status, attempts, kind from messages where user_id = $1 and channel <> 'app' order by channel`,
      [userId],
    )
  ).rows;
const notifications = async (userId: number) =>
  (await database.db.query<{ title: string }>('select title from notifications where to_user_id = $1', [userId])).rows;

const shipped = { eventKey: 'shipped-booking-7', subject: 'The Oxblood Top-Handle is on its way', body: 'Track it.', link: '/my-profile' };

describe('the outbound message service', () => {
  it('records one message per channel of the kind and one notification, and the same event again records nothing', async () => {
    const id = await member();
    expect(await messageMember(database.db, id, 'shipped', shipped)).toEqual(['sms', 'email']);
    expect(await messageMember(database.db, id, 'shipped', shipped)).toEqual([]);
    expect((await outbox(id)).map((m) => [m.channel, m.status])).toEqual([
      ['email', 'queued'],
      ['sms', 'queued'],
    ]);
    expect(await notifications(id)).toEqual([{ title: shipped.subject }]);
  });

  it('leaves out a channel the member turned off, unless the kind is transactional', async () => {
    const id = await member();
    await setOptOut(database.db, id, 'waitlisted-bag-free', 'sms', false);
    await setOptOut(database.db, id, 'shipped', 'sms', false);
    expect(await messageMember(database.db, id, 'waitlisted-bag-free', { eventKey: 'free-3', subject: 'A bag you wanted is free', body: '…' })).toEqual([
      'email',
    ]);
    expect(await messageMember(database.db, id, 'shipped', { ...shipped, eventKey: 'shipped-9' })).toEqual(['sms', 'email']);
  });

  it('in demo mode (no provider) marks the messages demo; a failing provider is retried with backoff, then given up', async () => {
    const id = await member();
    await messageMember(database.db, id, 'booking-confirmed', { eventKey: 'booking-1', subject: 'Booking confirmed', body: '…' });
    // Other tests' queued messages share the database: count only this member's tries.
    let smsTries = 0;
    const refusing = {
      sms: async (m: OutboxMessage) => {
        if (m.user_id === id) smsTries++;
        throw new Error('MSG91 refused');
      },
    };
    await sendDueMessages(database.db, refusing);
    expect((await outbox(id)).map((m) => [m.channel, m.status, m.attempts])).toEqual([
      ['email', 'demo', 1],
      ['sms', 'queued', 1],
    ]);
    // Not due again until its backoff has passed.
    await sendDueMessages(database.db, { sms: async (m) => void (m.user_id === id && smsTries++) });
    expect(smsTries).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await database.db.query(`update messages set next_attempt_at = now() where user_id = $1 and status = 'queued'`, [id]);
      await sendDueMessages(database.db, refusing);
    }
    expect(smsTries).toBe(MAX_ATTEMPTS);
    expect((await outbox(id)).find((m) => m.channel === 'sms')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});

describe('member events go through the service', () => {
  it('a booking shipped twice under its key leaves one notification and one message per channel, with the waybill', async () => {
    const id = await member();
    const bag = { bagTitle: 'The Cognac Hobo', wbNo: '70112345678', startDate: '2026-03-10' };
    await bagShipped(database.db, id, bag, 'booking-41');
    await bagShipped(database.db, id, bag, 'booking-41');
    await returnDue(database.db, id, { bagTitle: bag.bagTitle, endDate: '2026-03-17T00:00:00Z' }, 'booking-41');
    expect((await outbox(id)).map((m) => `${m.kind}/${m.channel}`).sort()).toEqual([
      'due-back-tomorrow/email',
      'due-back-tomorrow/sms',
      'shipped/email',
      'shipped/sms',
    ]);
    const body = await database.db.query<{ body: string }>(`select body from messages where user_id = $1 and kind = 'shipped' and channel = 'sms'`, [id]);
    expect(body.rows[0].body).toContain('waybill 70112345678');
    expect((await notifications(id)).map((n) => n.title).sort()).toEqual(['Return due tomorrow', 'The Cognac Hobo is on its way']);
  });
});

describe.skipIf(onPglite())('two instances on one database', () => {
  let second: Database;
  beforeAll(() => {
    second = openPostgres(database.url!);
  });
  afterAll(() => second.close());

  it('record the same event once and send each message exactly once between them', async () => {
    const id = await member();
    const event = { eventKey: 'due-back-5', subject: 'Return due tomorrow', body: '…' };
    const recorded = await Promise.all([messageMember(database.db, id, 'due-back-tomorrow', event), messageMember(second, id, 'due-back-tomorrow', event)]);
    expect(recorded.flat().sort()).toEqual(['email', 'sms']);
    expect(await notifications(id)).toHaveLength(1);
    const sent: string[] = [];
    const senders = (instance: string) => ({
      sms: async (m: OutboxMessage) => void (m.user_id === id && sent.push(`${instance}:sms`)),
      email: async (m: OutboxMessage) => void (m.user_id === id && sent.push(`${instance}:email`)),
    });
    await Promise.all([sendDueMessages(database.db, senders('a'), 1), sendDueMessages(second, senders('b'), 1), sendDueMessages(database.db, senders('a'), 1)]);
    await Promise.all([sendDueMessages(database.db, senders('a')), sendDueMessages(second, senders('b'))]);
    expect(sent.map((s) => s.split(':')[1]).sort()).toEqual(['email', 'sms']);
    expect((await outbox(id)).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });
});

describe('the back office outbox', () => {
  it('lists the demo-mode messages with channel, member, kind, subject, status and attempts, to operators only', async () => {
    const server = await startTestServer();
    try {
      const me = await signUp(server.app, freshNumber(7200000000));
      await bagShipped(server.db, me.userId, { bagTitle: 'The Cognac Hobo', wbNo: '70112345678', startDate: '2026-03-10' }, 'booking-77');
      await sendDueMessages(server.db, {});
      expect((await operatorGet(server.app, '/outbox', me.accessToken)).status).toBe(403);
      const staff = await operator(server);
      const res = await operatorGet(server.app, '/outbox?size=10', staff.accessToken);
      const mine = (
        (await res.json()).data as { member: { userId: number }; channel: string; kind: string; subject: string; status: string; attempts: number }[]
      )
        .filter((m) => m.member.userId === me.userId)
        .map(({ channel, kind, subject, status, attempts }) => ({ channel, kind, subject, status, attempts }));
      expect(mine.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
        { channel: 'email', kind: 'shipped', subject: 'The Cognac Hobo is on its way', status: 'demo', attempts: 1 },
        { channel: 'sms', kind: 'shipped', subject: 'The Cognac Hobo is on its way', status: 'demo', attempts: 1 },
      ]);
    } finally {
      await server.close();
    }
  });
});
