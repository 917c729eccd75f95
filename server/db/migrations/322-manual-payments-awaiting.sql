-- The back office's count of payments by hand awaiting a check (its navigation and the Today page, on
-- every page): without an index of its own it read every payment (130,000 on a large club) for none.
create index if not exists payments_manual_awaiting on payments (created_at) where gateway = 'manual' and status = 'PROCESSING';
