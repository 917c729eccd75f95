-- Every booking gets a courier waybill number (wbNo, 11 digits like Blue Dart's)
-- when it is made, so the member can track the parcel through
-- POST /api/bluedart/shipment-details. A column default, so the booking code
-- needs no change; existing bookings are numbered too.

create sequence waybill_numbers start with 50000000001 maxvalue 99999999999;

alter table bookings add column wb_no text unique default nextval('waybill_numbers')::text;
