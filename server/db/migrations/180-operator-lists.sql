-- The back office's lists on a large club (200,000 members, 2,000,000 bookings): each page is read
-- from an index in its order, so a page reads about the rows it shows.

-- Member search matches every typed word anywhere in the name, e-mail or mobile: a substring search,
-- which a b-tree cannot serve. A trigram index over one lower-cased text of those fields can (pg_trgm
-- is a trusted extension: the database owner may create it; PGlite loads it as an extension).
create extension if not exists pg_trgm;
create index if not exists users_search on users
  using gin ((lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || username)) gin_trgm_ops);
-- The member list without a search, newest first, all or of one status.
create index if not exists users_created on users (created_at desc, id desc);
create index if not exists users_status_created on users (status_code, created_at desc, id desc);

-- The application queue, oldest first: a PENDING member's live application is undecided, an ONHOLD one's on hold.
create index if not exists applications_waiting on applications (submitted_at, id) where decision is null or decision = 'ONHOLD';

-- The fulfilment board's sections, each in its order: on the way (not delivered), with members, last checked in.
create index if not exists bookings_in_transit on bookings (return_date, id) where status = 'BOOKED' and shipped_at is not null and delivered_at is null;
create index if not exists bookings_delivered on bookings (return_date, id) where status = 'BOOKED' and delivered_at is not null;
create index if not exists bookings_last_checked_in on bookings (checked_in_at desc, id desc) where status = 'RETURNED' and checked_in_at is not null;
-- The weeks ahead by start day, a page at a time (bookings_to_ship has the day alone: every row of the range was sorted).
create index if not exists bookings_to_ship_by_day on bookings (start_date, id) where status = 'BOOKED' and shipped_at is null;
