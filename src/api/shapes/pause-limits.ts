import { Infer, nullable, number, optional, string, type } from 'superstruct';

export type { PauseLimitsRequest } from './requests/pause-limits';

const LimitsShape = type({ minWeeks: number(), maxWeeks: number(), perYear: number() });

/** Ours: GET/PUT /api/operator/pause-limits, the limits members pause by now, and the server's defaults beneath them. */
export const PauseLimitsShape = type({
  minWeeks: number(),
  maxWeeks: number(),
  perYear: number(),
  /** The server's own limits (TOTE_PAUSE_MIN_WEEKS, …), which hold until an operator changes them. */
  defaults: LimitsShape,
  /** When and by whom they were last changed in the back office; null while the defaults hold. */
  changedAt: optional(nullable(string())),
  changedBy: optional(nullable(string())),
});
export type PauseLimits = Infer<typeof PauseLimitsShape>;
