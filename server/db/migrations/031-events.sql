-- Club events (spec point 7: POST /api/event/list, /count, /register).

create table events (
  id serial primary key,
  slug text not null unique,
  title text not null,
  description text,
  starts_at timestamptz not null,
  city text not null,
  venue text not null,
  capacity integer not null check (capacity > 0)
);

create index events_starts_at on events (starts_at);

-- One seat per member and event: the primary key refuses a second registration.
create table event_registrations (
  event_id integer not null references events (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
