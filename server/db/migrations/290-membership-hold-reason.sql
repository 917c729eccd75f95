-- Why an operator put a running membership on hold, and when: the member reads it on My Account and the
-- package screen, as an applicant on hold reads the application's reason. Until now it was in the audit
-- log alone. The audit rows of holds put on before this fill it for the memberships still on hold.
alter table user_memberships add column hold_reason text;
alter table user_memberships add column held_at timestamptz;
update user_memberships m set hold_reason = a.reason, held_at = a.at
  from (
    select distinct on ((after->>'membershipId')::int) (after->>'membershipId')::int as membership_id, after->>'reason' as reason, at
    from audit_log where action = 'membership.hold' and after ? 'membershipId'
    order by (after->>'membershipId')::int, id desc
  ) a
  where a.membership_id = m.id and m.status = 'ONHOLD';
