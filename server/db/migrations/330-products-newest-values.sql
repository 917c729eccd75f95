-- The catalogue's newest-first pages with attribute filters (filter/list): with the attribute values in the
-- newest-first index a page walks index entries alone and stops at its last bag, instead of fetching every bag
-- that matches through the attribute index and sorting them (833 bags read for a page of 12 on a large club).
-- It replaces products_newest (migration 041), which the unfiltered pages walked the same way.
create index if not exists products_newest_values on products (created_at desc, id desc) include (attribute_value_ids) where active;
drop index if exists products_newest;
