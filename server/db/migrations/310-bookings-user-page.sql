-- A member's bookings a page at a time, latest start first and then by booking (booking/list): with the
-- booking as the index's last column the page is the index's first rows. bookings_user (migration 012) has the
-- start day alone, so the busy member's 528 bookings on a large club were all read and sorted for a page of 20.
-- This one has both and replaces it (the count and the status filters use its first column as before).
create index if not exists bookings_user_page on bookings (user_id, start_date desc, id desc);
drop index if exists bookings_user;
