-- Which bookings have had their "return due tomorrow" notification, so the hourly
-- reminder (server/notifications/return-due-reminders.ts) sends it once per booking.

create table return_reminders (
  booking_id integer primary key references bookings (id) on delete cascade,
  notified_at timestamptz not null default now()
);
