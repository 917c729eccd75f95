import type { Method, RawAnswer, RequestOptions } from './transport';

/**
 * Early data: the calls a route makes first are started by the site's
 * boot as soon as the route is known, before the route's code has arrived. The
 * widget then makes the same call and gets that answer instead of a second
 * request: once, and only while it is fresh.
 */
export const EARLY_ANSWER_TTL_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
let collectingEarly = false;
/**
 * Every other call of the last EARLY_ANSWER_TTL_MS, for an early start that comes
 * second: the boot's dynamic import of the route's starters may resolve after the
 * site's own code has run and its widget has made the call (a loaded phone, a slow
 * chunk), and then that call serves the early start as well.
 */
const sent = new Map<string, { answer: Promise<unknown>; at: number }>();

function remember(map: Map<string, { answer: Promise<unknown>; at: number }>, key: string, answer: Promise<unknown>): void {
  const now = Date.now();
  for (const [k, v] of map) if (now - v.at >= EARLY_ANSWER_TTL_MS) map.delete(k);
  map.set(key, { answer, at: now });
}

/** Runs `start`, whose requests are kept for the first identical request after it. */
export function startEarly(start: () => void): void {
  collectingEarly = true;
  try {
    start();
  } finally {
    collectingEarly = false;
  }
}

/**
 * Runs `start` without keeping its requests, inside startEarly too: a fetcher store
 * shares its answer through the data layer's cache, so a kept copy would only be
 * taken by the store's next refresh (Retry, 'Check again'), which must ask afresh.
 */
export function notKept(start: () => void): void {
  const was = collectingEarly;
  collectingEarly = false;
  try {
    start();
  } finally {
    collectingEarly = was;
  }
}

/** The kept answer of the call named by `key` when there is a fresh one, else `ask()`'s, kept in turn. */
export function keptOrAsked<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const kept = early.get(key) ?? (collectingEarly ? sent.get(key) : undefined);
  if (kept && !collectingEarly) early.delete(key);
  if (kept && Date.now() - kept.at < EARLY_ANSWER_TTL_MS) return kept.answer as Promise<T>;
  const answer = ask();
  // Nobody may ever ask for an early answer again; its failure is for the widget that does to handle.
  if (collectingEarly) answer.catch(() => {});
  remember(collectingEarly ? early : sent, key, answer);
  return answer;
}

/**
 * What the boot script in index.html asked for itself on a first visit to the collection
 * (scripts/finish-build.mjs): the answers, in flight or in, by API path, with the token and
 * the multipart parts they were asked with.
 */
interface BootAnswers {
  at: number;
  token: string | null;
  parts: string;
  answers: Record<string, Promise<{ status: number; data: string }> | undefined>;
}

/**
 * The boot's answer to this very call, once: the first identical call (the route starter's,
 * whose fetcher store puts it in the query cache) takes it instead of asking again; any later
 * one (a refresh, Retry) asks afresh, and so does any call after EARLY_ANSWER_TTL_MS.
 */
export function bootAnswer(method: Method, path: string, token: string | null, options: RequestOptions): Promise<RawAnswer> | null {
  const boot = (globalThis as { __toteBoot?: BootAnswers }).__toteBoot;
  if (!boot || method !== 'POST' || !options.multipart || options.params || options.responseType) return null;
  const answer = boot.answers[path];
  if (!answer || boot.token !== token || boot.parts !== JSON.stringify(options.multipart) || Date.now() - boot.at >= EARLY_ANSWER_TTL_MS) return null;
  boot.answers[path] = undefined;
  return answer;
}
