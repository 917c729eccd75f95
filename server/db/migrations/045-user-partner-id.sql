-- The partner page a member signed up on (<tote-auth partner-id="…">),
-- so marketing can count sign-ups per partner page. Null for sign-ups on the site.
alter table users add column partner_id text;
create index users_partner_id on users (partner_id) where partner_id is not null;
