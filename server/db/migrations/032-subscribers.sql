-- The footer's newsletter subscription (spec point 7: POST /api/customer/subscribe).

create table subscribers (
  id serial primary key,
  -- Kept lower-cased, so Asha@Example.com and asha@example.com are one subscriber.
  email text not null unique,
  created_at timestamptz not null default now()
);
