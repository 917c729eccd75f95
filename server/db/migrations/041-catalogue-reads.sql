-- Cheap catalogue reads. The collection reads far more often than
-- anyone changes it, so what a read needs is kept ready at write time:
--
-- 1. Each product carries its attributes as the JSON the API sends, their value
--    ids (the attribute filters, GIN-indexed) and their values as text (the
--    search), kept right by triggers on the attribute tables whatever writes them.
-- 2. catalogue_version counts every change to what the catalogue calls answer
--    (bags, attributes, predefined lists, plans, bookings, waiting lists). A
--    server instance may reuse an answer only while the version it read from the
--    database is the one the answer was made at, so nothing is stale after another
--    instance books a bag or changes the catalogue (server/catalogue/catalogue-cache.ts).
-- 3. Indexes for bookings still out (availability, the settlement timer) and for
--    the newest-first order.

create index bookings_booked_product on bookings (product_id, return_date) where status = 'BOOKED';
create index bookings_booked_return on bookings (return_date) where status = 'BOOKED';
create index products_newest on products (created_at desc, id desc) where active;

alter table products add column attributes json not null default '[]';
alter table products add column attribute_value_ids integer[] not null default '{}';
alter table products add column attribute_text text not null default '';
-- Without a pending list: PGlite runs no autovacuum to merge one, and every search would scan it.
create index products_attribute_value_ids on products using gin (attribute_value_ids) with (fastupdate = off);
-- What the search words are looked for in, lower-cased once here rather than by ilike on every row of every search.
alter table products add column search_text text not null default '';

create function products_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := lower(concat_ws(E'\n', new.title, new.brand, new.description, new.attribute_text));
  return new;
end
$$;

create trigger products_search_text before insert or update of title, brand, description, attribute_text on products
  for each row execute function products_search_text();

-- The attribute columns of the given products, from product_attribute_values.
create function refresh_product_attributes(product_ids integer[]) returns void language sql as $$
  update products p
  set attributes = coalesce(x.attributes, '[]'::json),
      attribute_value_ids = coalesce(x.value_ids, '{}'),
      attribute_text = coalesce(x.value_text, '')
  from (
    select p2.id,
      json_agg(json_build_object('attributeName', a.name, 'value', av.value, 'attributeValueId', av.id)
               order by a.sort_order, a.id, av.sort_order, av.id) filter (where av.id is not null) as attributes,
      array_agg(av.id order by av.id) filter (where av.id is not null) as value_ids,
      string_agg(av.value, E'\n' order by av.id) as value_text
    from products p2
    left join product_attribute_values pav on pav.product_id = p2.id
    left join attribute_values av on av.id = pav.attribute_value_id
    left join attributes a on a.id = av.attribute_id
    where p2.id = any(product_ids)
    group by p2.id
  ) x
  where p.id = x.id
$$;

create function product_attribute_values_changed() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    perform refresh_product_attributes(array(select distinct product_id from new_rows));
  elsif TG_OP = 'DELETE' then
    perform refresh_product_attributes(array(select distinct product_id from old_rows));
  else
    perform refresh_product_attributes(array(select product_id from new_rows union select product_id from old_rows));
  end if;
  return null;
end
$$;

create trigger product_attribute_values_inserted after insert on product_attribute_values
  referencing new table as new_rows for each statement execute function product_attribute_values_changed();
create trigger product_attribute_values_deleted after delete on product_attribute_values
  referencing old table as old_rows for each statement execute function product_attribute_values_changed();
create trigger product_attribute_values_updated after update on product_attribute_values
  referencing old table as old_rows new table as new_rows for each statement execute function product_attribute_values_changed();

-- A renamed or reordered value or attribute changes the JSON of every product that has it.
create function attribute_values_changed() returns trigger language plpgsql as $$
begin
  perform refresh_product_attributes(array(
    select distinct pav.product_id from product_attribute_values pav where pav.attribute_value_id in (select id from new_rows)));
  return null;
end
$$;

create trigger attribute_values_updated after update on attribute_values
  referencing new table as new_rows for each statement execute function attribute_values_changed();

create function attributes_changed() returns trigger language plpgsql as $$
begin
  perform refresh_product_attributes(array(
    select distinct pav.product_id from product_attribute_values pav
    join attribute_values av on av.id = pav.attribute_value_id where av.attribute_id in (select id from new_rows)));
  return null;
end
$$;

create trigger attributes_updated after update on attributes
  referencing new table as new_rows for each statement execute function attributes_changed();

select refresh_product_attributes(array(select id from products));

create table catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalogue_version (version) values (1);

create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end
$$;

create trigger products_version after insert or update or delete or truncate on products
  for each statement execute function bump_catalogue_version();
create trigger product_attribute_values_version after insert or update or delete or truncate on product_attribute_values
  for each statement execute function bump_catalogue_version();
create trigger attribute_values_version after insert or update or delete or truncate on attribute_values
  for each statement execute function bump_catalogue_version();
create trigger attributes_version after insert or update or delete or truncate on attributes
  for each statement execute function bump_catalogue_version();
create trigger predefined_values_version after insert or update or delete or truncate on predefined_values
  for each statement execute function bump_catalogue_version();
create trigger bookings_version after insert or update or delete or truncate on bookings
  for each statement execute function bump_catalogue_version();
create trigger waiting_list_version after insert or update or delete or truncate on waiting_list
  for each statement execute function bump_catalogue_version();
create trigger membership_plans_version after insert or update or delete or truncate on membership_plans
  for each statement execute function bump_catalogue_version();
create trigger membership_plan_slabs_version after insert or update or delete or truncate on membership_plan_slabs
  for each statement execute function bump_catalogue_version();
