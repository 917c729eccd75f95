-- What a member judges a bag by before booking it: its size in centimetres
-- (width × height × depth, and the strap's drop when it has a strap), the grade
-- of its condition and what comes with it. All optional: a bag added before
-- these columns shows none of it until an operator fills them.
-- The last check-in's date and note are read from bookings (migration 072).

alter table products add column width_cm numeric(4, 1) check (width_cm > 0);
alter table products add column height_cm numeric(4, 1) check (height_cm > 0);
alter table products add column depth_cm numeric(4, 1) check (depth_cm > 0);
alter table products add column strap_drop_cm numeric(4, 1) check (strap_drop_cm > 0);
alter table products add column condition_grade text check (condition_grade in ('EXCELLENT', 'VERY_GOOD', 'GOOD'));
alter table products add column in_the_box text[];

-- The bag page reads the latest check-in of one bag.
create index bookings_checked_in on bookings (product_id, checked_in_at desc) where checked_in_at is not null;
