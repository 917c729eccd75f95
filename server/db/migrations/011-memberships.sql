-- Membership plans, their priced slabs and each member's memberships.
-- The limits are ours (the spec leaves them open): server/memberships/PLANS.md.
-- Orders and payments create user_memberships rows for a paid slab.

create table membership_plans (
  id serial primary key,
  code text not null unique,
  name text not null,
  description text not null default '',
  -- Bags a member may have booked (not yet ended) at once.
  bags_at_a_time integer not null check (bags_at_a_time > 0),
  -- The longest single rental, start and return day both counted.
  max_rental_days integer not null check (max_rental_days > 0),
  sort_order integer not null default 0
);

create table membership_plan_slabs (
  id serial primary key,
  plan_id integer not null references membership_plans (id) on delete cascade,
  months integer not null check (months > 0),
  -- US dollars.
  amount numeric(10, 2) not null check (amount >= 0),
  unique (plan_id, months)
);

create table user_memberships (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  slab_id integer not null references membership_plan_slabs (id),
  start_date date not null,
  end_date date not null,
  -- ACTIVE covers start_date..end_date (both included); an ACTIVE row past its end reads as EXPIRED.
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'EXPIRED', 'DEACTIVATED', 'CANCELLED')),
  created_at timestamptz not null default now(),
  check (end_date >= start_date)
);

create index user_memberships_user on user_memberships (user_id, end_date desc);
