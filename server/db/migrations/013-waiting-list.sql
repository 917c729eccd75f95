-- Members waiting for a bag that is out. First come, first told: when the bag
-- comes back free the earliest entry not yet told gets a notification.

create table waiting_list (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  unique (product_id, user_id)
);

create index waiting_list_queue on waiting_list (product_id, created_at, id);
