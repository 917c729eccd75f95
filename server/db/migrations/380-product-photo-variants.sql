-- An uploaded bag photo in the widths a phone, a tablet and a desktop need, as WebP without its metadata
-- (server/pictures/photo-variants.ts). Made on the first request of a width and kept here, in the database
-- every instance shares: two instances asking at once both resize, the first insert wins, both serve it.
-- Kept in the database whatever the document store: a few small files per photo, looked up by key.
create table product_photo_variants (
  photo_id integer not null references product_photos (id) on delete cascade,
  width integer not null,
  height integer not null,
  type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  primary key (photo_id, width)
);
