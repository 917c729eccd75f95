import { computed, map, onStop, type ReadableAtom } from 'nanostores';
import { ApiError, errorText, GENERIC_ERROR } from '../api/api-error';
import { invalidateKeys, type KeySelector } from './query';

/**
 * The one way to write. A write is a store that runs one call at a time: it is busy
 * while the call runs, a second call meanwhile is not made (a double click sends nothing twice), a failure
 * becomes the words a member reads (api-error, member-words), and only after a success the query keys it
 * names load again (./query.ts), so every list that shows what changed refreshes without the caller asking.
 */

/** Which cached queries a write changes: a key, keys, or a test on keys (as invalidateKeys takes them). */
export type WriteKeys = KeySelector;

/** A refusal in words, not from the server: a rule checked on the way (the membership does not cover the days). */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refusal';
  }
}

export interface WriteOptions<R = unknown> {
  /** The keys to load again after every success of this write. */
  invalidates?: WriteKeys;
  /** Whether a successful answer changed anything (a payment that was only started did not); by default every one did. */
  changed?: (value: R) => boolean;
  /**
   * What a failure the spec keeps quiet about (a 2xx we cannot read, a lapsed session) shows: nothing by
   * default, as a member's screens do; the back office says something went wrong.
   */
  quietText?: string | null;
  /** Let a call start while one runs (the heart: quick clicks each count; the store orders them). */
  overlapping?: boolean;
}

export interface WriteState<R> {
  busy: boolean;
  /** The last failure in a member's words, null when there is none or it is one to keep quiet about. */
  error: string | null;
  /** The server's per-field texts of the last failure (`{ email: '…' }`). */
  fieldErrors: Record<string, string>;
  /** What the last successful call answered. */
  result: R | undefined;
}

export type WriteOutcome<R> = { ok: true; value: R } | { ok: false; error: string | null; fieldErrors: Record<string, string>; skipped: boolean };

export interface RunOptions {
  /** Keys to load again after this call's success, besides the write's own. */
  invalidates?: WriteKeys;
}

export interface Write<R> {
  readonly $state: ReadableAtom<WriteState<R>>;
  /** Runs `work` unless a call is already running (then `skipped`); never throws. */
  run(work: () => Promise<R>, options?: RunOptions): Promise<WriteOutcome<R>>;
  /** Forgets the last failure and answer (the member is typing again, the form closed). */
  clear(): void;
}

const NO_FIELDS: Record<string, string> = {};

function describe(error: unknown, quietText: string | null): string | null {
  if (error instanceof Refusal) return error.message;
  if (error instanceof ApiError) return errorText(error) ?? quietText;
  return GENERIC_ERROR;
}

export function createWrite<R = unknown>(options: WriteOptions<R> = {}): Write<R> {
  const quietText = options.quietText ?? null;
  const $call = map<{ loading: boolean; error?: unknown; data?: unknown }>({ loading: false });
  // Unwatched, a write forgets its last failure and answer: a form opened again starts afresh.
  onStop($call, () => {
    if (!$call.value?.loading) $call.set({ loading: false });
  });
  const $state = computed($call, ({ loading, error, data }) => ({
    busy: loading,
    error: error === undefined ? null : describe(error, quietText),
    fieldErrors: error instanceof ApiError ? error.fieldErrors : NO_FIELDS,
    result: data as R | undefined,
  }));

  async function run(work: () => Promise<R>, runOptions: RunOptions = {}): Promise<WriteOutcome<R>> {
    if (!options.overlapping && $call.get().loading) return { ok: false, error: null, fieldErrors: NO_FIELDS, skipped: true };
    const keys = [options.invalidates, runOptions.invalidates].filter((k): k is WriteKeys => k !== undefined);
    // Watched for the call, so a write started from a flow module with no screen listening keeps its state until it ends.
    const unwatch = $state.listen(() => {});
    $call.set({ loading: true });
    try {
      const value = await work();
      $call.set({ loading: false, data: value });
      // Reached only on success: a refused change leaves every list as it was.
      if (options.changed?.(value) ?? true) for (const selector of keys) invalidateKeys(selector);
      return { ok: true, value };
    } catch (err) {
      $call.set({ loading: false, error: err });
      return { ok: false, error: describe(err, quietText), fieldErrors: err instanceof ApiError ? err.fieldErrors : NO_FIELDS, skipped: false };
    } finally {
      unwatch();
    }
  }

  function clear() {
    if (!$call.get().loading) $call.set({ loading: false });
  }

  return { $state, run, clear };
}
