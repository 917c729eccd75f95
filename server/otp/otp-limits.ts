/** At most `max` OTP sends in any `windowSeconds`. */
export interface SendLimit {
  max: number;
  windowSeconds: number;
}

/** The limits on OTP sends besides the fixed per-number one (otp-service.ts). */
export interface OtpSendLimits {
  /** Per client: one IPv4 address, or one IPv6 /64 (what one IPv6 client holds). */
  perClient: SendLimit;
  /** All sends to existing users' numbers (logins), every instance together. */
  global: SendLimit;
  /** All sends to numbers with no account yet (sign-ups): a flood of these leaves `global` alone. */
  signUp: SendLimit;
  /** Sends an hour to one operator's number: staff log in all day and must not be locked out. */
  operatorPerHour: number;
}

/**
 * Defaults: one client (an office, or a mobile carrier's NAT) may ask for 20
 * codes in 10 minutes; the whole server sends at most 500 login codes and 300
 * sign-up codes an hour, which a club of this size never reaches and which caps
 * what SMS pumping can cost. An operator's number gets 30 an hour.
 */
export const DEFAULT_OTP_SEND_LIMITS: OtpSendLimits = {
  perClient: { max: 20, windowSeconds: 10 * 60 },
  global: { max: 500, windowSeconds: 60 * 60 },
  signUp: { max: 300, windowSeconds: 60 * 60 },
  operatorPerHour: 30,
};

/** Sends are kept a day, so no window may be longer. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;
