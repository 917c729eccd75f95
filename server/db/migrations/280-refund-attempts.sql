-- One row per refund asked of the payment gateway, written (with the amount reserved on the order) before the
-- gateway is called. A crash between the gateway's yes and the credit note leaves the row CALLING: the sweep
-- asks the gateway, by the attempt's idempotency key, whether the refund was made, then issues the credit note
-- (DONE) or gives the reservation back (RELEASED). claimed_until keeps two sweepers off the same attempt while
-- one waits on the gateway; the row lock at the end makes its outcome happen once.
create table refund_attempts (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  amount_minor integer not null check (amount_minor > 0),
  currency text not null,
  gateway text not null,
  gateway_payment_id text not null,
  idempotency_key text not null unique,
  reason text not null,
  issued_by integer references users (id) on delete set null,
  issued_by_name text not null,
  status text not null default 'CALLING' check (status in ('CALLING', 'DONE', 'RELEASED')),
  claimed_until timestamptz,
  created_at timestamptz not null,
  settled_at timestamptz
);
create index refund_attempts_calling on refund_attempts (created_at) where status = 'CALLING';

-- The credit note a gateway refund issued: at most one per attempt, whoever completes it.
alter table credit_notes add column refund_attempt_id integer unique references refund_attempts (id);
