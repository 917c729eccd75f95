-- The fulfilment board's "due back today" and "overdue" lists, a page at a time in their order (return day,
-- then booking): bookings_out (migration 072) has the return day alone, so a day's 2,000 returns on a large
-- club were all read and sorted by booking for a page of 50. This one has both and replaces it.
create index if not exists bookings_shipped_by_return on bookings (return_date, id) where status = 'BOOKED' and shipped_at is not null;
drop index if exists bookings_out;
