-- The outbound message outbox: one row per member, event and channel (SMS or e-mail),
-- so an event is never sent twice on a channel, whichever instance records or sends it.
-- A sender claims due rows with FOR UPDATE SKIP LOCKED; a failed send waits until
-- next_attempt_at (backoff) and stops after the maximum attempts.
create table messages (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  event_key text not null,
  kind text not null,
  -- 'app' is the in-app notification: its row makes the whole event exactly once.
  channel text not null check (channel in ('app', 'sms', 'email')),
  subject text not null,
  body text not null,
  link text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'demo', 'failed')),
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (user_id, event_key, channel)
);
create index messages_due on messages (next_attempt_at) where status = 'queued';

-- The channels a member turned off, per kind (only kinds that are not transactional).
create table message_opt_outs (
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  channel text not null check (channel in ('sms', 'email')),
  primary key (user_id, kind, channel)
);
