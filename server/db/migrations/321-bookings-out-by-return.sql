-- The board's "out with members" list, a page at a time in its order (return day, then booking). bookings_delivered
-- (migration 180) leaves "shipped" out of its condition, so the list could not be read from it alone and the
-- planner walked bookings_booked_return instead: every booking of the first return day (about 1,400 on a
-- large club) read and sorted for a page of 50. This one holds the list's whole condition and replaces it.
create index if not exists bookings_out_by_return on bookings (return_date, id)
  where status = 'BOOKED' and shipped_at is not null and delivered_at is not null;
drop index if exists bookings_delivered;
