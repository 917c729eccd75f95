import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { isoDay } from '../../server/catalogue/iso-date';
import { testConfig } from '../../server/config';
import { checkConfig } from '../../server/config-check';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres-database';
import { insertUserMembership } from '../../server/memberships/membership-record';
import { chooseMessageSenders } from '../../server/messages/choose-message-senders';
import { listOutbox } from '../../server/messages/message-record';
import { messageMember } from '../../server/messages/outbound-messages';
import { type ChannelSenders, sendDueMessages } from '../../server/messages/send-messages';
import * as events from '../../server/notifications/member-events';
import { sendMembershipEndingMessages } from '../../server/notifications/membership-ending';
import { seedCatalogue } from '../../server/seed/seed-catalogue';
import { seedMemberships } from '../../server/seed/seed-memberships';
import { ConsoleSmsSender } from '../../server/sms/sms-sender';
import { decideApplication } from '../../server/applications/decide-application';
import { tellCourierStatus } from '../../server/courier/courier-status';
import { syncCourierDeliveries } from '../../server/courier/courier-deliveries';
import type { Courier } from '../../server/courier/courier';
import { DemoCourier } from '../../server/courier/demo-courier';
import { sendReturnDueReminders } from '../../server/notifications/return-due-reminders';
import { CLI_ACTOR } from '../../server/operators/actor';
import { operator, operatorPost, ship } from './support/operator';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import { bagIds, book, data, putJson, slabId } from './support/collection-fixtures';
import { freshNumber, getAuthed, type Session, signUp, TestClock } from './support/test-server';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';

// The outbound messages on the wire: e-mail to a local SMTP server this file starts, SMS to a
// local stand-in for MSG91, each event once per channel, on one app and on a second one.

interface Mail {
  to: string[];
  headers: string;
  body: string;
}
const decode = (raw: string) => {
  const [headers, ...rest] = raw.split('\r\n\r\n');
  const body = rest
    .join('\r\n\r\n')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers: headers.replace(/\r\n[ \t]+/g, ' '), body };
};

let database: TestDatabase;
let db: Database;
const clock = new TestClock();
const config = testConfig();
const app = () => createApp({ db, config, sms: new ConsoleSmsSender(() => {}), now: clock.now });
let smtp: SMTPServer;
let smtpPort: number;
const mails: Mail[] = [];
let msg91: RecordingServer;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedCatalogue(db);
  await seedMemberships(db, isoDay(clock.now()));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...decode(Buffer.concat(chunks).toString('utf8')) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  msg91 = await startRecordingServer(() => ({ body: { type: 'success', message: 'queued' } }));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await msg91.close();
  await database.close();
});

/** The senders main.ts chooses from these settings: SMTP on the local server, MSG91 on the stand-in. */
const senders = (): ChannelSenders =>
  chooseMessageSenders(
    {
      TOTE_SMTP_HOST: '127.0.0.1',
      TOTE_SMTP_PORT: String(smtpPort),
      TOTE_SMTP_FROM: 'Tote <hello@tote.test>',
      TOTE_SMS_PROVIDER: 'msg91',
      TOTE_MSG91_AUTH_KEY: 'test-auth-key',
      TOTE_MSG91_TEMPLATE_ID: 'otpTemplate01',
      TOTE_MSG91_BASE_URL: msg91.url,
      TOTE_MSG91_MESSAGE_TEMPLATES: JSON.stringify({
        shipped: 'dltShipped0001',
        'waitlisted-bag-free': 'dltWaitFree001',
        'out-for-delivery': 'dltOutForDel01',
        'return-picked-up': 'dltPickedUp001',
      }),
    },
    { siteUrl: 'https://tote.test', unsubscribeKey: config.keys.unsubscribe },
  );

async function memberWithEmail(email: string): Promise<Session> {
  const session = await signUp(app(), freshNumber(7300000000), { email });
  await db.query(`update users set status_code = 'ACTIVE' where id = $1`, [session.userId]);
  return session;
}
const outbox = async (userId: number) =>
  (
    await db.query<{ kind: string; channel: string; status: string; attempts: number; last_error: string | null }>(
      `select kind, channel, status, attempts, last_error from messages where user_id = $1 and channel <> 'app' order by kind, channel`,
      [userId],
    )
  ).rows;

describe('e-mail over SMTP and SMS over MSG91', () => {
  it('the shipped e-mail arrives with its subject and tracking link, the SMS carries its DLT template id', async () => {
    const me = await memberWithEmail('asha.rao@example.in');
    const bag = { bagTitle: 'The Cognac Hobo', wbNo: 'AB1234567', startDate: '2026-03-10', trackingUrl: 'https://track.example/AB1234567' };
    await events.bagShipped(db, me.userId, bag, 'booking-delivery-1');
    await sendDueMessages(db, senders());

    const mail = mails.filter((m) => m.to.includes('asha.rao@example.in'));
    expect(mail).toHaveLength(1);
    expect(mail[0].headers).toMatch(/^Subject: The Cognac Hobo is on its way$/m);
    expect(mail[0].body).toContain('https://track.example/AB1234567');
    // Transactional: no unsubscribe.
    expect(mail[0].headers).not.toMatch(/List-Unsubscribe/i);

    const sms = msg91.requests.map((r) => JSON.parse(r.body.toString()) as { template_id: string; recipients: Record<string, string>[] });
    const mine = sms.filter((r) => r.recipients[0].mobiles === `91${me.username}`);
    expect(mine).toHaveLength(1);
    expect(mine[0].template_id).toBe('dltShipped0001');
    expect(mine[0].recipients[0]).toMatchObject({ name: 'Neha', title: 'The Cognac Hobo is on its way', link: 'https://track.example/AB1234567' });
    expect(msg91.requests.at(-1)?.headers.authkey).toBe('test-auth-key');
    expect((await outbox(me.userId)).map((m) => `${m.channel}:${m.status}`)).toEqual(['email:sent', 'sms:sent']);
  });

  it('an SMS kind without a DLT template is given up at once, saying why; nothing goes to MSG91', async () => {
    const me = await memberWithEmail('ira.sen@example.in');
    const before = msg91.requests.length;
    await events.bagDelivered(db, me.userId, { bagTitle: 'The Cognac Hobo', returnDate: '2026-03-17' }, 'booking-delivery-2');
    await sendDueMessages(db, senders());
    expect(msg91.requests.length).toBe(before);
    expect(await outbox(me.userId)).toEqual([
      { kind: 'delivered', channel: 'sms', status: 'failed', attempts: 1, last_error: 'no DLT template for delivered (TOTE_MSG91_MESSAGE_TEMPLATES)' },
    ]);
    // The back office's outbox says why.
    const listed = (await listOutbox(db, { limit: 100, offset: 0 })).find((m) => m.member.userId === me.userId);
    expect(listed).toMatchObject({ status: 'failed', lastError: 'no DLT template for delivered (TOTE_MSG91_MESSAGE_TEMPLATES)' });
  });

  it('a kind a member may turn off carries a one-click unsubscribe that the server honours', async () => {
    const me = await memberWithEmail('meera.iyer@example.in');
    const free = {
      subject: 'Good news: The Cognac Hobo is free',
      body: 'The Cognac Hobo <b>by</b> Tote can be booked from today.',
      link: '#/book-bag/cognac-hobo',
    };
    await messageMember(db, me.userId, 'waitlisted-bag-free', { ...free, eventKey: 'free-1' });
    await sendDueMessages(db, senders());
    const [mail] = mails.filter((m) => m.to.includes('meera.iyer@example.in'));
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <(https:\/\/tote\.test\/api\/messages\/unsubscribe\?token=[^>]+)>$/m.exec(mail.headers)?.[1];
    expect(link).toBeDefined();
    expect(mail.body).toContain(link);
    expect(mail.body).toContain('https://tote.test/#/book-bag/cognac-hobo');
    // What a member typed is text, never markup, in the HTML part.
    expect(mail.body).toContain('The Cognac Hobo &lt;b&gt;by&lt;/b&gt; Tote');

    const path = link!.replace('https://tote.test', '');
    const asked = await app().request(path);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Stop e-mails about “A bag on your waiting list is free”?');
    expect((await outbox(me.userId)).length).toBe(2);
    const forged = await app().request(path.replace(/.{4}$/, 'AAAA'), { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(forged.status).toBe(400);
    // A mail client's POST reads the API's refusal; a person's browser a page saying what to do.
    expect(((await forged.json()) as { message: string }).message).toBe('The unsubscribe link is not valid. You can choose your messages in My Account.');
    const forgedPage = await app().request(path.replace(/.{4}$/, 'AAAA'), { headers: { accept: 'text/html' } });
    expect(forgedPage.status).toBe(400);
    expect(await forgedPage.text()).toContain('This link does not work');
    const done = await app().request(path, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');

    const prefs = (await data(await getAuthed(app(), '/api/messages/preferences', me.accessToken))) as {
      kind: string;
      channels: { channel: string; on: boolean }[];
    }[];
    expect(prefs.find((p) => p.kind === 'waitlisted-bag-free')?.channels).toEqual([
      { channel: 'sms', on: true },
      { channel: 'email', on: false },
    ]);
    expect(await messageMember(db, me.userId, 'waitlisted-bag-free', { ...free, eventKey: 'free-2' })).toEqual(['sms']);
  });
});

describe('the settings', () => {
  it('name what the e-mail and SMS providers lack, without echoing the password', () => {
    const problems = checkConfig({
      NODE_ENV: 'production',
      TOTE_SMTP_HOST: 'smtp.example.in',
      TOTE_SMTP_USER: 'apikey',
      TOTE_SMTP_PORT: '99999',
      TOTE_MSG91_MESSAGE_TEMPLATES: '{"shiped":"65f1c0d2e3a4b5c6d7e8f902"}',
    }).filter((p) => /SMTP|MESSAGE_TEMPLATES|PUBLIC_URL/.test(p.name));
    expect(problems.map((p) => p.name)).toEqual(['TOTE_MSG91_MESSAGE_TEMPLATES', 'TOTE_SMTP_PORT', 'TOTE_SMTP_PASSWORD', 'TOTE_SMTP_FROM', 'TOTE_PUBLIC_URL']);
    expect(problems[0].problem).toContain('unknown message kind "shiped"');
    const set = checkConfig({
      TOTE_SMTP_HOST: 'smtp.example.in',
      TOTE_SMTP_FROM: 'Tote <hello@tote.example>',
      TOTE_SMTP_USER: 'u',
      TOTE_SMTP_PASSWORD: 'hunter2-secret',
    });
    expect(JSON.stringify(set)).not.toContain('hunter2-secret');
  });
});

describe('the member’s channels', () => {
  it('turn on and off per kind; a transactional kind cannot be turned off and says so', async () => {
    const me = await memberWithEmail('kavya.nair@example.in');
    const off = await putJson(app(), '/api/messages/preferences', { kind: 'membership-ends-soon', channel: 'sms', on: false }, me.accessToken);
    expect((await data(off)).find((p: { kind: string }) => p.kind === 'membership-ends-soon').channels).toEqual([
      { channel: 'sms', on: false },
      { channel: 'email', on: true },
    ]);
    const refused = await putJson(app(), '/api/messages/preferences', { kind: 'shipped', channel: 'sms', on: false }, me.accessToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/cannot be turned off/);
    expect((await putJson(app(), '/api/messages/preferences', { kind: 'no-such', channel: 'sms', on: false }, me.accessToken)).status).toBe(400);
    expect((await putJson(app(), '/api/messages/preferences', { kind: 'shipped', channel: 'sms', on: false })).status).toBe(401);
  });
});

describe('each event: one message per chosen channel, however often it is told', () => {
  it('the flows and the sweep record every event once, also when a second instance (its own pool) on the same database tells it again', async () => {
    const me = await memberWithEmail('tara.das@example.in');
    const second = onPglite() ? null : openPostgres(database.url!);
    try {
      const instances = [db, ...(second ? [second] : [])];
      const today = isoDay(clock.now());
      // A membership whose last day is 6 days away, and one that ended yesterday for another member.
      await db.query('delete from user_memberships where user_id = $1', [me.userId]);
      const ending = await insertUserMembership(db, me.userId, await slabId(db, 'CLASSIC', 3), today);
      await db.query(`update user_memberships set end_date = $2::date + 6 where id = $1`, [ending, today]);
      const lapsed = await memberWithEmail('uma.pillai@example.in');
      const old = await insertUserMembership(db, lapsed.userId, await slabId(db, 'CLASSIC', 3), '2026-01-01');
      await db.query(`update user_memberships set end_date = $2::date - 1 where id = $1`, [old, today]);

      // A booking through the API: booking confirmed.
      const [bagId] = await bagIds(db);
      await data(await book(app(), me, bagId, '2026-03-04', '2026-03-07'));

      for (const instance of [...instances, ...instances]) {
        await Promise.all([
          events.applicationReceived(instance, me.userId, 'app-1'),
          events.applicationApproved(instance, me.userId, 'app-1'),
          events.applicationOnHold(instance, me.userId, 'Send your PAN card.', 'app-1'),
          events.paymentConfirmed(instance, me.userId, { planName: 'Classic' }, 'order-1'),
          events.bagDelivered(instance, me.userId, { bagTitle: 'The Cognac Hobo', returnDate: '2026-03-16' }, 'booking-9'),
          events.returnDue(instance, me.userId, { bagTitle: 'The Cognac Hobo', endDate: '2026-03-16T00:00:00Z' }, 'booking-9'),
          events.bagReturned(instance, me.userId, { bagTitle: 'The Cognac Hobo' }, 'booking-9'),
          sendMembershipEndingMessages(instance, clock.now()),
        ]);
      }
      const kinds = (await outbox(me.userId)).map((m) => `${m.kind}/${m.channel}`);
      expect(kinds).toEqual([
        'application-approved/email',
        'application-approved/sms',
        'application-on-hold/email',
        'application-on-hold/sms',
        'application-received/email',
        'booking-confirmed/email',
        'booking-confirmed/sms',
        'checked-in/email',
        'delivered/sms',
        'due-back-tomorrow/email',
        'due-back-tomorrow/sms',
        'membership-ends-soon/email',
        'membership-ends-soon/sms',
        'payment-received/email',
      ]);
      expect((await outbox(lapsed.userId)).map((m) => `${m.kind}/${m.channel}`)).toEqual(['membership-ended/email']);
      const notes = await db.query<{ n: number }>('select count(*)::int as n from notifications where to_user_id = $1', [me.userId]);
      expect(notes.rows[0].n).toBe(9);
    } finally {
      await second?.close();
    }
  });
});

describe('each flow tells its event once per chosen channel, on two instances', () => {
  it('application on hold and approved, shipped, out for delivery, delivered, due back, return picked up, checked in: one message each, sent once', async () => {
    const second = onPglite() ? null : openPostgres(database.url!);
    const both = <T>(run: (instance: Database, app: ReturnType<typeof createApp>) => Promise<T>) =>
      Promise.allSettled([
        run(db, app()),
        ...(second ? [run(second, createApp({ db: second, config, sms: new ConsoleSmsSender(() => {}), now: clock.now }))] : []),
      ]);
    try {
      // An applicant waiting for a decision: held, then approved, each decided on both instances at once.
      const applicant = (await signUp(app(), freshNumber(7380000000), { email: 'rhea.nair@example.in' })).userId;
      await db.query(`update users set status_code = 'PENDING' where id = $1`, [applicant]);
      await db.query(
        `insert into applications (user_id, slab_id, address_line1, city, state, zipcode, submitted_at, aadhaar_check)
         values ($1, $2, '12 Marine Drive', 'Mumbai', 'Maharashtra', '400002', now(), 'OTP')`,
        [applicant, await slabId(db, 'CLASSIC', 3)],
      );
      for (const decision of ['ONHOLD', 'APPROVED'] as const) {
        const decided = await both((instance) =>
          decideApplication(instance, { userId: applicant }, decision, CLI_ACTOR, { reason: 'Send your PAN card again.' }),
        );
        expect(decided.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
      }
      expect((await outbox(applicant)).map((m) => `${m.kind}/${m.channel}`)).toEqual([
        'application-approved/email',
        'application-approved/sms',
        'application-on-hold/email',
        'application-on-hold/sms',
      ]);

      const me = await memberWithEmail('kavya.menon@example.in');
      await insertUserMembership(db, me.userId, await slabId(db, 'CLASSIC', 3), isoDay(clock.now()));
      const staff = await operator({ app: app(), db, clock }, 7390000000);
      const bagId = (await bagIds(db))[2];
      const title = (await db.query<{ title: string }>('select title from products where id = $1', [bagId])).rows[0].title;
      const { bookingId } = await data(await book(app(), me, bagId, '2026-03-09', '2026-03-12'));
      const wbNo = `5${String(me.userId).padStart(10, '0')}`;
      await ship(app(), staff.accessToken, bookingId, wbNo);
      // The demo courier's parcel, dispatched this morning: out for delivery a day later, delivered by the evening.
      // Both instances sweep at once: the courier is asked about the parcel once a round.
      const demo = new DemoCourier();
      const asked: string[] = [];
      const courier: Courier = { name: 'demo', reportsDelivery: true, track: (wbNo, context) => (asked.push(wbNo), demo.track(wbNo, context)) };
      const sweep = (at: string) => (instance: Database) =>
        syncCourierDeliveries({ db: instance, config, sms: new ConsoleSmsSender(() => {}), now: () => new Date(at) }, courier);
      await both(sweep('2026-03-03T12:00:00Z'));
      expect(asked.filter((w) => w === wbNo)).toHaveLength(1);
      await both((instance) => tellCourierStatus(instance, bookingId, 'OUT FOR DELIVERY'));
      await both(sweep('2026-03-03T17:00:00Z'));
      expect(asked.filter((w) => w === wbNo)).toHaveLength(2);
      // The courier's "delivered" marked the booking delivered: the operator's mark-delivered after it changes and tells nothing.
      expect((await operatorPost(app(), `/bookings/${bookingId}/deliver`, {}, staff.accessToken)).status).toBe(409);
      await both((instance) => sendReturnDueReminders(instance, new Date('2026-03-11T09:00:00Z')));
      const pickups = await both((_instance, instanceApp) => operatorPost(instanceApp, `/bookings/${bookingId}/return-picked-up`, {}, staff.accessToken));
      expect(pickups.map((p) => (p.status === 'fulfilled' ? p.value.status : 0)).sort()).toEqual(second ? [200, 409] : [200]);
      await data(await operatorPost(app(), `/bookings/${bookingId}/check-in`, { condition: 'GOOD', note: '' }, staff.accessToken));

      expect((await outbox(me.userId)).map((m) => `${m.kind}/${m.channel}`)).toEqual([
        'booking-confirmed/email',
        'booking-confirmed/sms',
        'checked-in/email',
        'delivered/sms',
        'due-back-tomorrow/email',
        'due-back-tomorrow/sms',
        'out-for-delivery/sms',
        'return-picked-up/sms',
        'shipped/email',
        'shipped/sms',
      ]);
      const notes = await db.query<{ n: number }>('select count(*)::int as n from notifications where to_user_id = $1', [me.userId]);
      expect(notes.rows[0].n).toBe(7);

      // Both instances send: each e-mail arrives once with its subject and link, each SMS with its DLT template once.
      await both((instance) => sendDueMessages(instance, senders()));
      const mine = mails.filter((m) => m.to.includes('kavya.menon@example.in'));
      expect(mine.map((m) => /^Subject: (.*)$/m.exec(m.headers)?.[1]).sort()).toEqual(
        ['Booking confirmed', 'Return due tomorrow', `${title} is back with us`, `${title} is on its way`].sort(),
      );
      expect(mine.every((m) => m.body.includes('https://tote.test/#/my-profile'))).toBe(true);
      const templates = msg91.requests
        .map((r) => JSON.parse(r.body.toString()) as { template_id: string; recipients: Record<string, string>[] })
        .filter((r) => r.recipients[0].mobiles === `91${me.username}`)
        .map((r) => r.template_id);
      expect(templates.sort()).toEqual(['dltOutForDel01', 'dltPickedUp001', 'dltShipped0001']);
      const picked = msg91.requests
        .map((r) => JSON.parse(r.body.toString()))
        .find((r) => r.template_id === 'dltPickedUp001' && r.recipients[0].mobiles === `91${me.username}`);
      expect(picked.recipients[0]).toMatchObject({ title: `${title} is on its way back`, link: 'https://tote.test/#/my-profile' });
    } finally {
      await second?.close();
    }
  });
});
