/** At most `max` OTP sends in any `windowSeconds`. */
export interface SendLimit {
  max: number;
  windowSeconds: number;
}

/** The limits on OTP sends besides the per-number ones (otp-service.ts): per client address and in total. */
export interface OtpSendLimits {
  perClient: SendLimit;
  global: SendLimit;
}

/**
 * Defaults: one address (an office, or a mobile carrier's NAT) may ask for 20
 * codes in 10 minutes; the whole server sends at most 500 an hour, which a club
 * of this size never reaches and which caps what SMS pumping can cost.
 */
export const DEFAULT_OTP_SEND_LIMITS: OtpSendLimits = {
  perClient: { max: 20, windowSeconds: 10 * 60 },
  global: { max: 500, windowSeconds: 60 * 60 },
};

/** Sends are kept a day, so no window may be longer. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;
