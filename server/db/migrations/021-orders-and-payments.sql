-- Membership orders and their payments. An order is for one plan slab:
-- CREATED (open, payable) -> ACTIVATED (paid, membership created) or CANCELLED.
-- PAID is the short step between the gateway's confirmation and activation
-- (POST /api/order/activate finishes it if activation was interrupted).

create table orders (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  slab_id integer not null references membership_plan_slabs (id),
  -- NEW for an applicant's first membership, RENEWAL for a DEACTIVE or EXPIRE member.
  kind text not null default 'NEW' check (kind in ('NEW', 'RENEWAL')),
  -- US dollars: the slab's price when the order was (re)priced, tax on top.
  amount numeric(10, 2) not null check (amount >= 0),
  tax numeric(10, 2) not null default 0 check (tax >= 0),
  currency text not null default 'USD',
  status text not null default 'CREATED' check (status in ('CREATED', 'PAID', 'ACTIVATED', 'CANCELLED')),
  invoice_number text unique,
  paid_at timestamptz,
  activated_at timestamptz,
  user_membership_id integer references user_memberships (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A member has at most one open order: POST /api/order/save reuses it.
create unique index orders_one_open_per_user on orders (user_id) where status = 'CREATED';
create index orders_user on orders (user_id, created_at desc);

-- One row per payment attempt, keyed by the client's idempotency key: the same
-- key never starts a second charge. At most one attempt of an order is in
-- flight or succeeded at a time, so two keys cannot both charge either.
create table payments (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  idempotency_key text not null,
  amount numeric(10, 2) not null,
  currency text not null,
  gateway text not null,
  gateway_order_id text,
  gateway_payment_id text,
  -- 'card' or 'upi' and at most the last four digits / the UPI handle's domain; never a card number.
  method text,
  method_hint text,
  status text not null default 'PROCESSING' check (status in ('PROCESSING', 'SUCCEEDED', 'FAILED')),
  failure_reason text,
  attempts integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, idempotency_key)
);

create unique index payments_one_live_per_order on payments (order_id) where status in ('PROCESSING', 'SUCCEEDED');
create index payments_user on payments (user_id, created_at desc);
