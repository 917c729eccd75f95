import { intSetting } from './config';

/** One setting of the server: how check-config tells a good value from a bad one, and what the operator reads. */
export interface ConfigVariable {
  name: string;
  /** What a good value looks like, in words. */
  format: string;
  /** A value that passes. */
  example: string;
  /** What applies when it is not set ("—": nothing). */
  fallback: string;
  /** Why it must be set in this environment, or null when it may be left out. */
  requiredWhen?: (env: NodeJS.ProcessEnv) => string | null;
  /** What is wrong with a given (non-blank) value, or null when it is good. */
  check?: (value: string, env: NodeJS.ProcessEnv) => string | null;
}

export const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';
export const lower = (env: NodeJS.ProcessEnv, name: string) => value(env, name).toLowerCase();

/** A whole number within bounds (the same rule intSetting applies when the server reads it). */
export const whole =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (raw: string) => {
    try {
      intSetting({ X: raw }, 'X', 0, min, max);
      return null;
    } catch {
      return `must be a whole number from ${min} to ${max}`;
    }
  };

export const oneOf = (names: readonly string[]) => (raw: string) => (names.includes(raw.toLowerCase()) ? null : `must be one of ${names.join(', ')}`);

/** An http(s) address with nothing after the host (MSG91, Razorpay, Cashfree: the adapter adds the API paths). */
export const hostUrl = (raw: string) => {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return 'must be an http(s) address';
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) return 'must be the host only, without a path (the API paths are added to it)';
  return null;
};

/** A full http(s) URL (Blue Dart: the servlet's own address, path included). */
export const fullUrl = (raw: string) => {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return 'must be an absolute http(s) URL';
  if (url.pathname === '/' || url.pathname === '') return "must be the servlet's full URL, path included";
  return null;
};

export const whenChosen = (selector: string, choice: string, fallback?: (env: NodeJS.ProcessEnv) => string) => (env: NodeJS.ProcessEnv) =>
  (lower(env, selector) || fallback?.(env)) === choice ? `${selector}=${choice} needs it` : null;
