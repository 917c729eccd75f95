-- A member's favourite bags (the heart on every card, the collection's Favourites
-- view). One row per member and bag; gone with the member or the bag.

create table favourites (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, product_id)
);
