-- The club's back office: operators are users holding ROLE_OPERATOR in
-- users.roles (granted by npm run admin -- grant-operator <mobile>), and every
-- operator action leaves one row here: who, what, when, and the record before
-- and after. Rows are only ever added.

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  -- The operator; null for npm run admin (actor_name says so) or once the user is deleted.
  actor_user_id integer references users (id) on delete set null,
  actor_name text not null,
  -- e.g. application.approve, booking.ship, product.create.
  action text not null,
  subject_type text not null,
  subject_id text,
  -- One line an operator reads in the log.
  summary text not null,
  before jsonb,
  after jsonb
);

create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_subject on audit_log (subject_type, subject_id, at desc);
