-- How many bookings each fulfilment list holds, per day, kept by the writes themselves: the board's counts
-- and the weeks ahead' total read a few rows of this table instead of the bookings they count (on a large
-- club a month ahead is about 50,000 bookings, "out with members" thousands).
--
-- A booking not checked in (BOOKED) is in one list: 'to_ship' by its start day until it is shipped,
-- then 'in_transit' by its return day until it is delivered, then 'out' by its return day. The board's
-- lists are sums of days: to ship (start day up to the dispatch day), on the way and out (return day after
-- today), due back today and overdue (in_transit + out on and before today).
--
-- Statement triggers with transition tables add each statement's changes, summed per list and day, in
-- the statement that made them: in its transaction, so a rollback takes them back and every instance on
-- the database sees the same counts. `n = n + change` on the row, locked until commit, keeps concurrent
-- writers exact. Two transactions must never wait for each other's rows here (a deadlock): each takes one
-- transaction lock first, so writers of bookings queue as they already do on catalogue_version (bumped by
-- every write to bookings, migration 041). That one comes first: triggers of an event fire in the order of
-- their names, and "bookings_version_then_…" sorts after "bookings_version", so every writer takes the two
-- in one order.
create table booking_list_counts (
  list text not null check (list in ('to_ship', 'in_transit', 'out')),
  day date not null,
  n integer not null,
  primary key (list, day)
);
-- Days whose count went back to 0 stay (no delete racing an insert); the reads walk only the others.
create index booking_list_counts_nonzero on booking_list_counts (list, day) include (n) where n <> 0;

-- The list a booking is counted in (null: in none) and the day it is counted on.
create function booking_count_list(status text, shipped_at timestamptz, delivered_at timestamptz) returns text
  language sql immutable as $$
  select case when status <> 'BOOKED' then null when shipped_at is null then 'to_ship' when delivered_at is null then 'in_transit' else 'out' end
$$;
create function booking_count_day(shipped_at timestamptz, start_date date, return_date date) returns date
  language sql immutable as $$
  select case when shipped_at is null then start_date else return_date end
$$;

-- One function for the three statements: a transition table exists only for the statements that have it,
-- so the rows are read by a statement made for this one (new rows +1, old rows -1).
create function booking_list_counts_change() returns trigger language plpgsql as $$
declare
  added text := 'select booking_count_list(status, shipped_at, delivered_at) as list, booking_count_day(shipped_at, start_date, return_date) as day, 1 as change from new_rows';
  removed text := 'select booking_count_list(status, shipped_at, delivered_at) as list, booking_count_day(shipped_at, start_date, return_date) as day, -1 as change from old_rows';
begin
  perform pg_advisory_xact_lock(hashtext('booking_list_counts'), 0);
  if tg_op = 'TRUNCATE' then
    delete from booking_list_counts;
    return null;
  end if;
  execute format(
    'insert into booking_list_counts (list, day, n) select list, day, sum(change)::int from (%s) changes
     where list is not null group by list, day having sum(change) <> 0 order by list, day
     on conflict (list, day) do update set n = booking_list_counts.n + excluded.n',
    case tg_op when 'INSERT' then added when 'DELETE' then removed else added || ' union all ' || removed end);
  return null;
end
$$;

create trigger bookings_version_then_counts_insert after insert on bookings referencing new table as new_rows
  for each statement execute function booking_list_counts_change();
create trigger bookings_version_then_counts_update after update on bookings referencing old table as old_rows new table as new_rows
  for each statement execute function booking_list_counts_change();
create trigger bookings_version_then_counts_delete after delete on bookings referencing old table as old_rows
  for each statement execute function booking_list_counts_change();
create trigger bookings_version_then_counts_truncate after truncate on bookings
  for each statement execute function booking_list_counts_change();

-- The bookings already there.
insert into booking_list_counts (list, day, n)
select booking_count_list(status, shipped_at, delivered_at), booking_count_day(shipped_at, start_date, return_date), count(*)::int
from bookings where status = 'BOOKED'
group by 1, 2;
