-- The back office's tables: the sorts and filters they offer, each read from an index, and one audit row
-- per document-viewing session.

-- A row written "once" carries a key; a second write with the same key is dropped by this index, so two
-- instances (or two requests racing) cannot both record it. Opening an application shows its three
-- documents: one row per operator, application and half hour, not one per file per look.
alter table audit_log add column if not exists once_key text;
create unique index if not exists audit_log_once on audit_log (once_key) where once_key is not null;

-- The audit log by operator and by action, newest first (by subject: audit_log_subject).
create index if not exists audit_log_actor on audit_log (actor_user_id, at desc, id desc);
create index if not exists audit_log_action on audit_log (action, at desc, id desc);

-- The application queue by city (the waiting applications of migration 180's applications_waiting).
create index if not exists applications_waiting_city on applications (lower(city), id) where decision is null or decision = 'ONHOLD';

-- The member list by name, A to Z or back.
create index if not exists users_name on users (lower(first_name || ' ' || last_name), id);
