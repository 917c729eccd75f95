-- Operators accept a member's bag drop into the catalogue or decline it with a
-- reason; the member is told either way.

alter table bagdrops add column decided_at timestamptz;
alter table bagdrops add column decided_by integer references users (id) on delete set null;
alter table bagdrops add column decline_reason text;
alter table bagdrops add column product_id integer references products (id) on delete set null;

create index bagdrops_waiting on bagdrops (created_at) where status = 'SUBMITTED';
