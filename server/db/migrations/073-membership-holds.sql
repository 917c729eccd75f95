-- An operator may put a membership on hold (the member cannot book meanwhile)
-- and reactivate it.

alter table user_memberships drop constraint user_memberships_status_check;
alter table user_memberships add constraint user_memberships_status_check
  check (status in ('ACTIVE', 'EXPIRED', 'DEACTIVATED', 'CANCELLED', 'ONHOLD'));
