-- A member's choice of another plan for their next renewal: kept as a pending change, paid for only when the
-- membership renews. At most one pending change per member; a cancelled one stays as history.
create table plan_changes (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  slab_id integer not null references membership_plan_slabs (id),
  effective_on date not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'CANCELLED', 'APPLIED')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
create unique index plan_changes_one_pending on plan_changes (user_id) where status = 'PENDING';
