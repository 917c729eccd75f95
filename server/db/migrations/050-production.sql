-- Running for real: state that used to live in one process's memory
-- or on one machine's disk, now in the database every instance shares.

-- Which seed ran at which version: a start checks one row instead of re-running the seeds.
create table seed_runs (
  name text primary key,
  version integer not null,
  applied_at timestamptz not null default now()
);

-- The demo payment gateway's books (orders and idempotent answers), as a real gateway keeps them on its side:
-- a payment declined through one instance can be retried through another.
create table demo_gateway_orders (
  id text primary key,
  amount_minor integer not null,
  currency text not null,
  result jsonb,
  created_at timestamptz not null default now()
);

create table demo_gateway_replies (
  idempotency_key text primary key,
  answer jsonb not null,
  created_at timestamptz not null default now()
);

-- The demo Aadhaar verifier's pending codes (hashed), like a provider keeps them.
create table demo_aadhaar_otps (
  reference_id text primary key,
  code_hash text not null,
  expires_at timestamptz not null
);

-- Uploaded files (identity documents, bag-drop photos) when the document store is the database
-- (the default): every instance reads what any instance stored. The key is what the upload's row records.
create table stored_files (
  key text primary key,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);

-- How the applicant's Aadhaar was checked: OTP through a provider, or MANUAL (an operator compares the uploaded card).
alter table applications add column aadhaar_check text not null default 'OTP' check (aadhaar_check in ('OTP', 'MANUAL'));
