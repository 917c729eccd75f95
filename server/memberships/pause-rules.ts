/** How long and how often a member may pause their membership: the operator's settings (docs/operations.md). */
export interface PauseRules {
  /** TOTE_PAUSE_MIN_WEEKS: the shortest pause, in whole weeks (2 by default). */
  minWeeks: number;
  /** TOTE_PAUSE_MAX_WEEKS: the longest pause, in whole weeks (8 by default), never less than the shortest. */
  maxWeeks: number;
  /** TOTE_PAUSES_PER_YEAR: pauses a member may start in one membership year (2 by default; 0 turns pausing off). */
  perYear: number;
}

export const DEFAULT_PAUSE_RULES: PauseRules = { minWeeks: 2, maxWeeks: 8, perYear: 2 };

/** Reads a whole number setting within bounds, or throws naming it (config.ts's intSetting). */
type ReadWhole = (name: string, fallback: number, min: number, max: number) => number;

export function loadPauseRules(read: ReadWhole): PauseRules {
  const minWeeks = read('TOTE_PAUSE_MIN_WEEKS', DEFAULT_PAUSE_RULES.minWeeks, 1, 52);
  // The longest may not be shorter than the shortest: its lower bound is the shortest.
  const maxWeeks = read('TOTE_PAUSE_MAX_WEEKS', Math.max(DEFAULT_PAUSE_RULES.maxWeeks, minWeeks), minWeeks, 52);
  return { minWeeks, maxWeeks, perYear: read('TOTE_PAUSES_PER_YEAR', DEFAULT_PAUSE_RULES.perYear, 0, 12) };
}
