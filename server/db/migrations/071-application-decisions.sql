-- Operators decide applications with a reason: approve, hold, or
-- decline. A declined applicant goes back to DRAFT and may apply again, so a
-- member may now have several applications, at most one not declined.

alter table applications drop constraint applications_user_id_key;
create unique index applications_one_live_per_user on applications (user_id) where decision is distinct from 'DECLINED';
create index applications_user on applications (user_id, submitted_at desc);

alter table applications drop constraint applications_decision_check;
alter table applications add constraint applications_decision_check check (decision in ('APPROVED', 'ONHOLD', 'DECLINED'));
-- What the operator told the member (hold and decline need one).
alter table applications add column reason text;
