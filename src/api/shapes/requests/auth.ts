import { Infer, type } from 'superstruct';
import { MobileNumber, OtpCode } from '../../../validation/shapes';
import { Text } from './parts';

/** The body of POST /api/auth/generate-token: the user's mobile and OTP; other fields of the spec's "user" are ignored. */
export const GenerateTokenRequestShape = type({ username: MobileNumber, otp: OtpCode });
export type GenerateTokenRequest = Infer<typeof GenerateTokenRequestShape>;

/** The body of POST /api/auth/refresh-token. */
export const RefreshTokenRequestShape = type({ refreshToken: Text(4096) });
export type RefreshTokenRequest = Infer<typeof RefreshTokenRequestShape>;

/** The body of POST /api/auth/handoff/exchange: the one-time code a partner page's login was carried with. */
export const HandoffExchangeShape = type({ code: Text(200) });
export type HandoffExchange = Infer<typeof HandoffExchangeShape>;
