// Reading environment settings: each a bounded value or a ConfigError naming the variable, so a typo
// stops the start with a message instead of quietly meaning a default.
import { DEFAULT_OTP_SEND_LIMITS, MAX_WINDOW_SECONDS, type OtpSendLimits } from './otp/otp-limits';
import { trustedProxyList } from './net/ip-address';
import { type GstSettings, loadGstSettings } from './money/gst-settings';

/** A setting the server cannot start with; main.ts prints the message and exits. */
export class ConfigError extends Error {}

/** A whole number setting within bounds, or a ConfigError naming the variable. */
export function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

/** A setting that is `on` or `off` (a typo must not quietly mean either). */
export function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new ConfigError(`${name} must be on or off, not ${JSON.stringify(value)}.`);
}

/** TOTE_OTP_CLIENT_*, TOTE_OTP_GLOBAL_*, TOTE_OTP_SIGNUP_* (max and window; sends are kept a day: no longer window) and TOTE_OTP_OPERATOR_MAX. */
export function loadOtpSendLimits(env: NodeJS.ProcessEnv): OtpSendLimits {
  const d = DEFAULT_OTP_SEND_LIMITS;
  return {
    perClient: {
      max: intSetting(env, 'TOTE_OTP_CLIENT_MAX', d.perClient.max, 1),
      windowSeconds: intSetting(env, 'TOTE_OTP_CLIENT_WINDOW_SECONDS', d.perClient.windowSeconds, 1, MAX_WINDOW_SECONDS),
    },
    global: {
      max: intSetting(env, 'TOTE_OTP_GLOBAL_MAX', d.global.max, 1),
      windowSeconds: intSetting(env, 'TOTE_OTP_GLOBAL_WINDOW_SECONDS', d.global.windowSeconds, 1, MAX_WINDOW_SECONDS),
    },
    signUp: {
      max: intSetting(env, 'TOTE_OTP_SIGNUP_MAX', d.signUp.max, 1),
      windowSeconds: intSetting(env, 'TOTE_OTP_SIGNUP_WINDOW_SECONDS', d.signUp.windowSeconds, 1, MAX_WINDOW_SECONDS),
    },
    operatorPerHour: intSetting(env, 'TOTE_OTP_OPERATOR_MAX', d.operatorPerHour, 1, 1000),
  };
}

/** TOTE_GST_RATE and TOTE_GST_SAC (server/money/gst-settings.ts), a bad one a ConfigError. */
export function gstSettings(env: NodeJS.ProcessEnv): GstSettings {
  try {
    return loadGstSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** TOTE_TRUSTED_PROXIES, checked at start (a typo must not silently trust nobody, or everybody). */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    trustedProxyList(entries);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return entries;
}
