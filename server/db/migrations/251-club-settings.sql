-- Settings the operators change in the back office, over the server's own (the environment's)
-- defaults: one row per setting, read by every instance, so a change holds for all of them at once.
-- The first is the pause limits ('pause-rules': minWeeks, maxWeeks, perYear).
create table club_settings (
  name text primary key,
  value jsonb not null,
  changed_at timestamptz not null,
  changed_by text not null
);
