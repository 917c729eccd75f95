import { readAccessToken } from '../storage/session-storage';

/** How long the boot script's answers may stand in for a call of the page's own: a first visit's first seconds. */
export const BOOT_ANSWER_TTL_MS = 10_000;

type Answer = Promise<{ status: number; data: string }>;

/**
 * What the boot script in index.html asked for itself on a first visit to the collection
 * (scripts/lib/boot-script.mjs): the answers, in flight or in, by API path, with the token and
 * the multipart parts they were asked with.
 */
interface BootAnswers {
  at: number;
  token: string | null;
  parts: string;
  answers: Record<string, Answer | undefined>;
}

/**
 * The boot's answers to the calls asked with these parts (as JSON), once: whoever takes them
 * puts them into the query layer's cache (src/stores/query.ts prime); any later call asks afresh,
 * and so does a page whose token or parts differ, or that comes after BOOT_ANSWER_TTL_MS.
 */
export function takeBootAnswers(parts: string): Record<string, Answer | undefined> | null {
  const boot = (globalThis as { __toteBoot?: BootAnswers }).__toteBoot;
  if (!boot) return null;
  delete (globalThis as { __toteBoot?: BootAnswers }).__toteBoot;
  if (boot.token !== readAccessToken() || boot.parts !== parts || Date.now() - boot.at >= BOOT_ANSWER_TTL_MS) return null;
  return boot.answers;
}
