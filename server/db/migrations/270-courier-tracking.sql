-- What the courier last said of a parcel on its way (its short status: PICKED UP, IN TRANSIT, OUT FOR
-- DELIVERY, DELIVERED) and when the club last asked, so the back office shows it beside the shipment and the
-- tracking job asks again only after a while. Whichever instance claims a parcel (courier_checked_at, in a
-- transaction with SKIP LOCKED) asks for it; "delivered" is then set once, under the booking's row lock.
alter table bookings add column courier_status text;
alter table bookings add column courier_checked_at timestamptz;
