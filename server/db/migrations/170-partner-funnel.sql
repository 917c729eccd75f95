-- Marketing's partner funnel. Visits to partner pages: one beacon per page
-- view per day from <tote-…> widgets carrying a partner-id, counted per partner
-- per Indian calendar day; no person, address or cookie is kept.
create table partner_visits (
  partner_id text not null,
  day date not null,
  visits integer not null default 0 check (visits >= 0),
  primary key (partner_id, day)
);

-- Sign-ups of one partner in a period, read by the Partners page at any size of club.
create index users_partner_created on users (partner_id, created_at) where partner_id is not null;
