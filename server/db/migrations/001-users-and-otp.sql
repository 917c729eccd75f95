-- Members and the one-time passwords they log in with (spec points 3, 4, 7).

create table users (
  id serial primary key,
  -- The 10-digit mobile number without prefix: what users log in with.
  username text not null unique check (username ~ '^[0-9]{10}$'),
  phone text,
  first_name text not null,
  last_name text not null,
  email text,
  instagram text,
  roles text[] not null default array['ROLE_CUSTOMER'],
  status_code text not null default 'DRAFT'
    check (status_code in ('DRAFT', 'ACTIVE', 'ONHOLD', 'PENDING', 'APPROVED', 'DEACTIVE', 'EXPIRE')),
  city text,
  state text,
  zipcode text,
  created_at timestamptz not null default now()
);

-- Only a hash of the code is kept, so a copy of the database does not hand out logins.
create table otp_codes (
  id serial primary key,
  username text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  verified_at timestamptz,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);

create index otp_codes_username on otp_codes (username, created_at desc);

-- Every OTP sent, kept for the per-number rate limit (also counts codes already replaced).
create table otp_sends (
  id serial primary key,
  username text not null,
  sent_at timestamptz not null
);

create index otp_sends_username on otp_sends (username, sent_at desc);
