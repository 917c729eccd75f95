-- A large club (2,000,000 bookings): whether a bag is out today is the first booking not checked in that
-- started on or before today, so one probe of a bag's bookings by start day answers it (the catalogue's
-- availability filter, a page of bags at a time); the same index reads a bag's calendar in start order.
-- bookings_booked_product (by return day) had to read every one of the bag's bookings ahead to answer.
create index if not exists bookings_booked_product_start on bookings (product_id, start_date) where status = 'BOOKED';

