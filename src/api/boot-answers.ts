import { readAccessToken } from '../storage/session-storage';
import type { RawAnswer } from './transport';

/** How long the boot script's answers may stand in for the page's own calls: a first visit's first seconds. */
export const BOOT_ANSWER_TTL_MS = 10_000;

/**
 * What the boot script in index.html asked for itself on a first visit to the collection
 * (scripts/lib/boot-script.mjs): the answers, in flight or in, by API path, with the token and
 * the multipart parts they were asked with.
 */
interface BootAnswers {
  at: number;
  token: string | null;
  parts: string;
  answers: Record<string, Promise<RawAnswer> | undefined>;
}

/**
 * The boot's answers to the calls asked with these parts (as JSON), once: the fetcher that takes
 * them reads them as its own answers (request()'s `answer`), so they land in the query layer's
 * cache under that fetcher's key, the one read cache; any later call asks afresh, and so does a
 * page whose token or parts differ, or that comes after BOOT_ANSWER_TTL_MS.
 */
export function takeBootAnswers(parts: string): Record<string, Promise<RawAnswer> | undefined> | null {
  const holder = globalThis as { __toteBoot?: BootAnswers };
  const boot = holder.__toteBoot;
  if (!boot || boot.parts !== parts) return null;
  delete holder.__toteBoot;
  return boot.token === readAccessToken() && Date.now() - boot.at < BOOT_ANSWER_TTL_MS ? boot.answers : null;
}
