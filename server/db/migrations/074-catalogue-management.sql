-- Operators add, edit and retire bags. Photos are uploads checked
-- like every other (JPEG, PNG, WebP by their bytes); a bag without photos is
-- drawn (server/pictures/bag-art.ts).

alter table products add column updated_at timestamptz not null default now();
alter table products add column retired_at timestamptz;

create table product_photos (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  path text not null,
  type text not null,
  bytes integer not null,
  -- Pixels, read from the image's header at upload (null when it does not say).
  width integer,
  height integer,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create index product_photos_product on product_photos (product_id, sort_order, id);

-- A photo added or removed changes what the collection answers (migration 041's catalogue cache).
create trigger product_photos_version after insert or update or delete or truncate on product_photos
  for each statement execute function bump_catalogue_version();
