-- The catalogue's pages sorted by price or title (filter/list): like the newest-first pages (migration 330), each
-- walks an index in its own order that holds the attribute values, and stops at its last bag, instead of reading
-- every bag that matches and sorting them (10,000 bags read for a page of 12 on a large club). Each index breaks
-- ties by id as the list's ORDER BY does (server/catalogue/product-selection-record.ts), so a walk is a prefix of
-- the list. PRICE_HIGH needs its own: its ties go by id ascending, which the low-to-high index read backwards
-- cannot give. PostgreSQL keeps them with every write to products, in the writer's transaction.
create index if not exists products_price_low_values on products (retail_price asc, id asc) include (attribute_value_ids) where active;
create index if not exists products_price_high_values on products (retail_price desc, id asc) include (attribute_value_ids) where active;
create index if not exists products_title_values on products (title asc, id asc) include (attribute_value_ids) where active;
