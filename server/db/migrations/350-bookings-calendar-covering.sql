-- A bag's calendar (its bookings not checked in: start and return day) is read for each of the 20 bags on a
-- member's booking list page, and on the bag's own page. bookings_booked_product_start (migration 300) had the
-- start day only, so each of the calendar's rows was a visit to the table's page too: on a large club about 770
-- table pages for the busy member's one page of bookings, each booking on a page of its own. With the return
-- day carried in the index the calendar is read from the index alone (as far as vacuum has marked the pages
-- all-visible). Same name and key, so every plan that used it (the availability probe, the next booking) stays.
create index bookings_booked_product_start_with_return on bookings (product_id, start_date) include (return_date) where status = 'BOOKED';
drop index bookings_booked_product_start;
alter index bookings_booked_product_start_with_return rename to bookings_booked_product_start;
