-- Bags members offer to the club, with their photos (files in the data folder's
-- uploads, never served; only the relative path is kept here).

create table bagdrops (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  brand text not null,
  title text,
  colour text,
  condition text,
  purchase_year integer,
  description text,
  status text not null default 'SUBMITTED' check (status in ('SUBMITTED', 'ACCEPTED', 'DECLINED')),
  created_at timestamptz not null default now()
);

create index bagdrops_user on bagdrops (user_id, created_at desc);

create table bagdrop_photos (
  id serial primary key,
  bagdrop_id integer not null references bagdrops (id) on delete cascade,
  path text not null,
  type text not null,
  bytes integer not null,
  original_name text not null default ''
);
