-- When the courier's status of a parcel on its way was last asked for: every instance runs the
-- half-hourly sweep, and each parcel is claimed by one of them, so the courier is asked once a round.
alter table bookings add column courier_checked_at timestamptz;
