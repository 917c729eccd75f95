import { Infer, type } from 'superstruct';
import { intBetween } from './parts';

/**
 * Ours: the body of PUT /api/operator/pause-limits, the club's limits on membership pauses. The
 * shortest pause may not be longer than the longest (the server says so on the field); 0 pauses a
 * year turns pausing off.
 */
export const PauseLimitsRequestShape = type({ minWeeks: intBetween(2, 52), maxWeeks: intBetween(2, 52), perYear: intBetween(0, 12) });
export type PauseLimitsRequest = Infer<typeof PauseLimitsRequestShape>;
