-- Vacuum bookings after a few thousand changed rows, not a fifth of the table. The board's lists, the bags'
-- calendars and the availability probe are index-only reads (migrations 300, 301, 321, 350) of the bookings not
-- checked in: the newest rows, the ones every booking, shipment, delivery and check-in writes. A written heap page
-- loses its all-visible mark until vacuum runs again, and each of its rows is then a heap visit as well. With the
-- defaults (vacuum after 20 % of the rows changed or inserted, analyze after 10 %) a club of 2,000,000 bookings
-- vacuums after about 400,000 writes: weeks of a busy club's, on the very pages those reads want. Here after
-- about 3,000 (1,000 and 0.1 %: a few hours of writes): a run reads only the pages written since the last (the
-- visibility map skips the rest), and skips the indexes while few rows are dead or after inserts alone, so it
-- stays short. Analyze after about 11,000 (0.5 %) keeps the newest days in the start and return days' statistics
-- the lists' estimates read. The thresholds keep a small club from vacuuming after every handful of writes.
alter table bookings set (
  autovacuum_vacuum_scale_factor = 0.001,
  autovacuum_vacuum_threshold = 1000,
  autovacuum_vacuum_insert_scale_factor = 0.001,
  autovacuum_vacuum_insert_threshold = 1000,
  autovacuum_analyze_scale_factor = 0.005,
  autovacuum_analyze_threshold = 1000
);
