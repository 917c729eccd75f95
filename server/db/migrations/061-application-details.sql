-- What the application form collects is kept: the member's street
-- address on the user (My Account shows it), and on the application the PAN, the
-- phone given, and the Aadhaar number masked (XXXX XXXX 1234) with the reference
-- of its verification. The full Aadhaar number is never stored.

alter table users add column address_line1 text;
alter table users add column address_line2 text;

update users u set address_line1 = a.address_line1, address_line2 = a.address_line2
  from applications a where a.user_id = u.id and u.address_line1 is null;

alter table applications add column pan_number text check (pan_number ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');
alter table applications add column aadhaar_masked text check (aadhaar_masked ~ '^XXXX XXXX [0-9]{4}$');
alter table applications add column aadhaar_reference_id text;
alter table applications add column phone text;
