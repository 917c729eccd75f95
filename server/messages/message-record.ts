import type { Queryable } from '../db/database';

// SQL of the outbox (migration 140). Every instance may record and send: the unique
// (user, event, channel) key makes recording idempotent, and a claim takes due rows
// with FOR UPDATE SKIP LOCKED and leases them, so no two instances send one row.

// Spelled here, not imported: records sit below the services (message-kinds.ts names the kinds).
type MessageChannel = 'sms' | 'email';
type MessageKindName = string;

export interface OutboxMessage {
  id: number;
  user_id: number;
  event_key: string;
  kind: MessageKindName;
  channel: MessageChannel;
  subject: string;
  body: string;
  link: string | null;
  status: 'queued' | 'sent' | 'demo' | 'failed';
  attempts: number;
}

/** A claimed message with where it goes: the member's e-mail address and 10-digit mobile, and the name to greet. */
export interface ClaimedMessage extends OutboxMessage {
  email: string | null;
  mobile: string;
  first_name: string;
}

export interface NewMessage {
  userId: number;
  eventKey: string;
  kind: MessageKindName;
  channel: MessageChannel;
  subject: string;
  body: string;
  link?: string | null;
}

/** Records a message to send; false when this member already has it for this event and channel. */
export async function enqueueMessage(db: Queryable, m: NewMessage): Promise<boolean> {
  const result = await db.query<{ id: number }>(
    `insert into messages (user_id, event_key, kind, channel, subject, body, link) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, event_key, channel) do nothing returning id`,
    [m.userId, m.eventKey, m.kind, m.channel, m.subject, m.body, m.link ?? null],
  );
  return result.rows.length === 1;
}

/** Records that the event happened (the in-app row, already delivered); false when it was recorded before. */
export async function recordEvent(db: Queryable, m: Omit<NewMessage, 'channel'>): Promise<boolean> {
  const result = await db.query<{ id: number }>(
    `insert into messages (user_id, event_key, kind, channel, subject, body, link, status, sent_at)
     values ($1, $2, $3, 'app', $4, $5, $6, 'sent', now())
     on conflict (user_id, event_key, channel) do nothing returning id`,
    [m.userId, m.eventKey, m.kind, m.subject, m.body, m.link ?? null],
  );
  return result.rows.length === 1;
}

/**
 * Takes up to `limit` due messages for this sender: counts the attempt and leases
 * them for `leaseSeconds` (a sender that dies mid-send leaves them to be retried then).
 */
export async function claimDueMessages(db: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  const result = await db.query<ClaimedMessage>(
    `update messages m set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     from users u
     where u.id = m.user_id and m.id in (select id from messages where status = 'queued' and next_attempt_at <= now()
                  order by id limit $1 for update skip locked)
     returning m.id, m.user_id, m.event_key, m.kind, m.channel, m.subject, m.body, m.link, m.status, m.attempts,
       u.email, u.username as mobile, u.first_name`,
    [limit, leaseSeconds],
  );
  return result.rows;
}

/** The message went out (`sent`), or in demo mode stays in the outbox only (`demo`). */
export async function markDelivered(db: Queryable, id: number, status: 'sent' | 'demo'): Promise<void> {
  await db.query(`update messages set status = $2, sent_at = now(), last_error = null where id = $1`, [id, status]);
}

/** A send failed: try again after `retryInSeconds`, or give up (`failed`) when `giveUp`. */
export async function markAttemptFailed(db: Queryable, id: number, error: string, retryInSeconds: number, giveUp: boolean): Promise<void> {
  await db.query(
    `update messages set last_error = $2, status = case when $4 then 'failed' else status end,
       next_attempt_at = now() + make_interval(secs => $3) where id = $1`,
    [id, error.slice(0, 500), retryInSeconds, giveUp],
  );
}

/** Every channel this member turned off, per kind. */
export async function listOptOuts(db: Queryable, userId: number): Promise<{ kind: MessageKindName; channel: MessageChannel }[]> {
  return (await db.query<{ kind: string; channel: MessageChannel }>('select kind, channel from message_opt_outs where user_id = $1', [userId])).rows;
}

/** The channels this member turned off for `kind`. */
export async function optedOutChannels(db: Queryable, userId: number, kind: MessageKindName): Promise<MessageChannel[]> {
  const result = await db.query<{ channel: MessageChannel }>('select channel from message_opt_outs where user_id = $1 and kind = $2', [userId, kind]);
  return result.rows.map((r) => r.channel);
}

/** Turns a channel of a kind off (`on` false) or back on for a member. */
export async function setOptOut(db: Queryable, userId: number, kind: MessageKindName, channel: MessageChannel, on: boolean): Promise<void> {
  if (on) await db.query('delete from message_opt_outs where user_id = $1 and kind = $2 and channel = $3', [userId, kind, channel]);
  // A link in an old e-mail of a member who has since been erased turns nothing off.
  else
    await db.query(
      'insert into message_opt_outs (user_id, kind, channel) select $1, $2, $3 where exists (select 1 from users where id = $1) on conflict do nothing',
      [userId, kind, channel],
    );
}

/** The outbox as the back office reads it, newest first: SMS and e-mail only (the in-app rows are the notifications). */
export async function listOutbox(db: Queryable, page: { limit: number; offset: number }) {
  const result = await db.query<OutboxMessage & { first_name: string; last_name: string; created_at: Date | string; last_error: string | null }>(
    `select m.id, m.user_id, m.kind, m.channel, m.subject, m.status, m.attempts, m.created_at, m.last_error, u.first_name, u.last_name
     from messages m join users u on u.id = m.user_id where m.channel <> 'app' order by m.created_at desc, m.id desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  return result.rows.map((r) => ({
    messageId: r.id,
    member: { userId: r.user_id, name: `${r.first_name} ${r.last_name}` },
    kind: r.kind,
    channel: r.channel,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    createdAt: new Date(r.created_at).toISOString(),
    lastError: r.last_error,
  }));
}
