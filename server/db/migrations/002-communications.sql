-- Notifications a member reads behind the header's bell (spec point 7, Communication).

create table notifications (
  id serial primary key,
  to_user_id integer not null references users (id) on delete cascade,
  title text not null,
  message text not null,
  link text,
  read boolean not null default false,
  created_at timestamptz not null default now()
);

create index notifications_to_user on notifications (to_user_id, created_at desc);
