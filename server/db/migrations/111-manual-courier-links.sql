-- Shipping by hand (TOTE_COURIER=manual): with no courier API to ask, the operator
-- types the courier's tracking link beside the waybill when the bag leaves, and the
-- member's tracking shows it (server/courier/manual-courier.ts).
alter table bookings add column tracking_url text;
