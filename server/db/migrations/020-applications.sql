-- The membership application of a DRAFT user: Aadhaar verification,
-- the submitted form and its identity documents. Only a masked Aadhaar number
-- (last four digits) is ever kept; the documents are files in the data folder's
-- uploads (never served), referenced here by relative path.

alter table users add column aadhaar_masked text check (aadhaar_masked ~ '^XXXX XXXX [0-9]{4}$');
alter table users add column aadhaar_verified_at timestamptz;

-- One row per OTP sent for an Aadhaar number. number_hash is a keyed hash (HMAC
-- with the server secret) so the OTP check can tell it is the same number
-- without the number itself being stored.
create table aadhaar_verifications (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  reference_id text not null unique,
  number_hash text not null,
  masked text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);

create index aadhaar_verifications_user on aadhaar_verifications (user_id, created_at desc);

-- One application per member: submitting moves the user DRAFT -> PENDING, an
-- operator (or the demo timer) decides: PENDING -> APPROVED or ONHOLD.
create table applications (
  id serial primary key,
  user_id integer not null unique references users (id) on delete cascade,
  slab_id integer not null references membership_plan_slabs (id),
  address_line1 text not null,
  address_line2 text,
  city text not null,
  state text not null,
  zipcode text not null,
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  -- 'operator' (npm run admin) or 'auto' (TOTE_AUTO_APPROVE_SECONDS in demo mode).
  decided_by text,
  decision text check (decision in ('APPROVED', 'ONHOLD'))
);

create table application_documents (
  id serial primary key,
  application_id integer not null references applications (id) on delete cascade,
  kind text not null check (kind in ('AADHAAR_FRONT', 'AADHAAR_BACK', 'PAN')),
  path text not null,
  type text not null,
  bytes integer not null,
  original_name text not null default '',
  unique (application_id, kind)
);
