-- Fulfilment: a booking is shipped (the courier's waybill entered by
-- an operator), delivered, and checked in when the bag is back, with its
-- condition. Until check-in a booking stays BOOKED, whatever the date: a bag is
-- bookable again only once it is checked in (returns were settled by date alone
-- before).

alter table bookings alter column wb_no drop default;
alter table bookings add column shipped_at timestamptz;
alter table bookings add column delivered_at timestamptz;
alter table bookings add column checked_in_at timestamptz;
alter table bookings add column return_condition text check (return_condition in ('GOOD', 'NEEDS_CLEANING', 'DAMAGED'));
alter table bookings add column return_note text;

-- Under the old rule these would have been returned on their next read: settle them once, as it would have.
update bookings set status = 'RETURNED', returned_on = return_date, updated_at = now()
  where status = 'BOOKED' and return_date < current_date;
-- Waybills used to be made up at booking time. Bags already under way keep theirs (sent two days before the
-- start, as the demo courier assumed); the others get the real one when an operator ships them.
update bookings set shipped_at = (start_date - 2) + time '09:00'
  where status = 'BOOKED' and start_date - 2 <= current_date and wb_no is not null;
update bookings set wb_no = null where status = 'BOOKED' and shipped_at is null;

create index bookings_to_ship on bookings (start_date) where status = 'BOOKED' and shipped_at is null;
create index bookings_out on bookings (return_date) where status = 'BOOKED' and shipped_at is not null;
