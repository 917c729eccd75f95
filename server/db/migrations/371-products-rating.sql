-- The collection's best-rated order (RATING) walks an index too: each bag keeps the sum and number of its approved
-- reviews, so its average (sum / number, as avg() computes it) is a column expression an index can hold, where it
-- was two subqueries over reviews for every bag that matched (10,000 on a large club for a page of 12). The
-- reviews' trigger keeps them in the writer's transaction; each change adds to or takes from the bag's row, which
-- it locks, so approvals of one bag's reviews on several instances at once wait for each other and all count.
alter table products add column rating_sum integer not null default 0, add column rating_count integer not null default 0;

update products p set rating_sum = r.total, rating_count = r.n
  from (select product_id, sum(rating)::int as total, count(*)::int as n from reviews where status = 'APPROVED' group by product_id) r
  where r.product_id = p.id;

create function reviews_rating() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'APPROVED' then
    update products set rating_sum = rating_sum - old.rating, rating_count = rating_count - 1 where id = old.product_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'APPROVED' then
    update products set rating_sum = rating_sum + new.rating, rating_count = rating_count + 1 where id = new.product_id;
  end if;
  return null;
end $$;
create trigger reviews_rating after insert or update of status, rating, product_id or delete on reviews
  for each row execute function reviews_rating();

create function reviews_rating_cleared() returns trigger language plpgsql as $$
begin
  update products set rating_sum = 0, rating_count = 0 where rating_count <> 0;
  return null;
end $$;
create trigger reviews_rating_cleared after truncate on reviews for each statement execute function reviews_rating_cleared();

create index if not exists products_rating_values on products
  ((rating_sum::numeric / nullif(rating_count, 0)) desc nulls last, rating_count desc, created_at desc, id desc)
  include (attribute_value_ids, rating_sum) where active;
