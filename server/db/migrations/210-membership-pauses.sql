-- A member pauses their membership for whole weeks while no bag is out: the
-- membership's end date moves by the pause, and nothing can be booked until it
-- ends (or the member, or an operator, ends it early: ends_on then becomes that
-- day and the end date moves back by the days not used).
-- Two pauses of one membership never share a day, even when two requests race:
-- the exclusion constraint refuses the second (23P01, answered 409), as
-- bookings_no_overlap does for bookings.

create table membership_pauses (
  id serial primary key,
  user_membership_id integer not null references user_memberships (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  -- The first paused day, and the day the membership runs again (not paused).
  starts_on date not null,
  ends_on date not null,
  weeks integer not null check (weeks > 0),
  -- Who ended it before its planned end, if anyone: MEMBER or OPERATOR.
  ended_early_by text check (ended_early_by in ('MEMBER', 'OPERATOR')),
  -- Set once the member has been told a pause that ran its course is over.
  end_told_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_on >= starts_on),
  constraint membership_pauses_no_overlap exclude using gist (
    int4range(user_membership_id, user_membership_id, '[]') with &&,
    daterange(starts_on, ends_on, '[)') with &&
  )
);

create index membership_pauses_user on membership_pauses (user_id, starts_on desc);
