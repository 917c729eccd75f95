-- When our courier collected a bag for its return (the back office's "Return picked up"): the
-- member is told once, and fulfilment shows the bag on its way back until it is checked in.
alter table bookings add column return_picked_up_at timestamptz;
