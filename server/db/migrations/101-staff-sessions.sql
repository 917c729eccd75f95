-- Staff sessions: tokens issued before sessions_revoked_at no longer work (the
-- back office ends a person's sessions on every device), and an operator unseen
-- for longer than TOTE_OPERATOR_IDLE_SECONDS is logged out (staff_seen_at).

alter table users add column sessions_revoked_at timestamptz;
alter table users add column staff_seen_at timestamptz;
