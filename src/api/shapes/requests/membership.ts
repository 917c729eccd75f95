import { Infer, type } from 'superstruct';
import { intBetween } from './parts';

/** Ours: the body of POST /api/membership/pause, the pause's length in whole weeks (the server holds the club's limits). */
export const PauseRequestShape = type({ weeks: intBetween(1, 52) });
export type PauseRequest = Infer<typeof PauseRequestShape>;
