-- Members' reviews of the bags they rented: one per booking, written after the bag was checked in,
-- shown on the bag page only once an operator approved it. The optional photo is in the document
-- store (photo_path), private until the review is approved.
create table reviews (
  id serial primary key,
  booking_id integer not null unique references bookings (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text not null,
  photo_path text,
  photo_type text,
  photo_bytes integer,
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  reason text,
  decided_by integer references users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reviews_of_product on reviews (product_id, decided_at desc) where status = 'APPROVED';
create index reviews_to_decide on reviews (status, created_at, id);
create index reviews_of_user on reviews (user_id);

-- An approval changes a bag's rating, which the collection sorts by: cached catalogue answers renew.
create trigger reviews_version after update or delete or truncate on reviews
  for each statement execute function bump_catalogue_version();
