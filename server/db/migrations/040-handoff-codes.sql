-- Single-use codes that carry a login from a partner page to the site.
-- Only a hash of the code is kept: a database leak gives no usable codes.

create table handoff_codes (
  code_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index handoff_codes_expiry on handoff_codes (expires_at);
