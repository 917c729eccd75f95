-- The day a wait-listed member was told the bag is free from: a promise that an
-- extension of the booking before it must not break (null for those told earlier,
-- read as the day they were told).

alter table waiting_list add column promised_from date;
