-- Bookings of bags by members. Two BOOKED bookings of one bag never share a day:
-- the exclusion constraint holds that even when two requests race (one wins,
-- the other fails with 23P01, answered 409). Range types have built-in GiST
-- support, so the product id goes in as a one-value int4range and no extension
-- (btree_gist) is needed on PGlite or PostgreSQL.

create table bookings (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  user_membership_id integer references user_memberships (id) on delete set null,
  -- Both days included: the bag is out from start_date to return_date.
  start_date date not null,
  return_date date not null,
  status text not null default 'BOOKED' check (status in ('BOOKED', 'RETURNED', 'CANCELLED')),
  returned_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (return_date >= start_date),
  constraint bookings_no_overlap exclude using gist (
    int4range(product_id, product_id, '[]') with &&,
    daterange(start_date, return_date, '[]') with &&
  ) where (status = 'BOOKED')
);

create index bookings_user on bookings (user_id, start_date desc);
create index bookings_product on bookings (product_id, start_date);
