import { Infer, number, string, type } from 'superstruct';
import { UserShape } from './user';

/** POST /api/auth/generate-token and /refresh-token. */
export const TokensShape = type({ accessToken: string(), refreshToken: string() });
export type Tokens = Infer<typeof TokensShape>;

/** POST /api/auth/handoff: a one-time code that carries a partner page's login to the site. */
export const HandoffCodeShape = type({ code: string(), expiresIn: number() });
export type HandoffCode = Infer<typeof HandoffCodeShape>;

/** POST /api/auth/handoff/exchange: fresh tokens and the member. */
export const HandoffSessionShape = type({ accessToken: string(), refreshToken: string(), user: UserShape });
export type HandoffSession = Infer<typeof HandoffSessionShape>;
