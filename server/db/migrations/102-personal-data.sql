-- Personal data (DPDP Act 2023, UIDAI on Aadhaar).

-- Identity document images are deleted some days after the decision; the masked
-- Aadhaar and how it was checked stay on the application. This notes when.
alter table applications add column documents_deleted_at timestamptz;
create index applications_documents_due on applications (decided_at) where documents_deleted_at is null and decision in ('APPROVED', 'DECLINED');

-- The notice a member agreed to at application: its version, the items, and when.
create table consents (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null,
  notice_version text not null,
  items text[] not null,
  given_at timestamptz not null
);
create index consents_user on consents (user_id, given_at desc);

-- A member's request to erase their data: worked by an operator before due_at.
create table deletion_requests (
  id serial primary key,
  user_id integer references users (id) on delete set null,
  requested_at timestamptz not null,
  due_at timestamptz not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'DONE')),
  done_at timestamptz,
  done_by integer references users (id) on delete set null,
  note text
);
create unique index deletion_requests_one_open on deletion_requests (user_id) where status = 'OPEN';
create index deletion_requests_open on deletion_requests (due_at) where status = 'OPEN';
