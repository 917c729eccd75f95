-- Content and plans change after they are published: an operator edits, unpublishes
-- and deletes newsletters and events, and retires a membership plan.
--
-- An unpublished issue or event is back to draft: operators still list it, members
-- never see it. A deleted event that members registered for keeps its row (the
-- registrations point at it) with deleted_at set, hidden from everyone; content
-- nothing points at is deleted outright.
alter table newsletters add column unpublished_at timestamptz;
alter table newsletters add column updated_at timestamptz;
alter table events add column unpublished_at timestamptz;
alter table events add column deleted_at timestamptz;
alter table events add column updated_at timestamptz;

-- A retired plan is no longer offered (not in the package list, no new order),
-- while members on it keep their membership until it ends. Orders carry their
-- own amount and tax, so a price changed later never touches an order made before.
alter table membership_plans add column retired_at timestamptz;
