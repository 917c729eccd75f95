import { array, boolean, Infer, nullable, number, optional, string, type } from 'superstruct';

export type { PauseRequest } from './requests/membership';

/** Ours: one pause of a membership. Days are ISO (yyyy-mm-dd). */
export const MembershipPauseShape = type({
  pauseId: number(),
  /** The first paused day. */
  startDate: string(),
  /** The day the membership runs again (the pause covers the days before it). */
  endDate: string(),
  weeks: number(),
  /** RUNNING (today is paused), UPCOMING or ENDED. */
  status: string(),
  /** MEMBER or OPERATOR when it was ended before its planned end. */
  endedEarlyBy: optional(nullable(string())),
});
export type MembershipPause = Infer<typeof MembershipPauseShape>;

/** Ours: GET /api/membership/pause, where the caller's membership stands on pauses, and the club's limits. */
export const PauseStateShape = type({
  /** The pause running today, if any. */
  current: nullable(MembershipPauseShape),
  /** Whether the member may start a pause today; `reason` says why not, in their words. */
  canPause: boolean(),
  reason: optional(nullable(string())),
  minWeeks: number(),
  maxWeeks: number(),
  perYear: number(),
  /** Pauses started in the current membership year, and the day that year ends (ISO). */
  usedThisYear: number(),
  yearEnds: optional(nullable(string())),
  /** The membership's end date as the pauses have moved it (ISO). */
  membershipEnds: optional(nullable(string())),
  pauses: optional(array(MembershipPauseShape)),
});
export type PauseState = Infer<typeof PauseStateShape>;
