import { describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR, loadErrorWords } from '../../../src/api/api-error';
import { MEMBER_WORDS } from '../../../src/api/member-words';
import { createFetcherStore } from '../../../src/stores/query';
import { createWrite, Refusal } from '../../../src/stores/write';
import { settle } from '../support/settle';

/** A call the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('a write', () => {
  it('is busy while its call runs, and answers with what the call returned', async () => {
    const write = createWrite<string>();
    const call = deferred<string>();
    const seen: boolean[] = [];
    const stop = write.$state.subscribe((s) => seen.at(-1) !== s.busy && seen.push(s.busy));
    const running = write.run(() => call.promise);
    expect(write.$state.get().busy).toBe(true);
    call.resolve('Saved.');
    expect(await running).toEqual({ ok: true, value: 'Saved.' });
    expect(write.$state.get()).toMatchObject({ busy: false, error: null, result: 'Saved.' });
    expect(seen).toEqual([false, true, false]);
    stop();
  });

  it('sends nothing twice: a second run while the first is busy is skipped, the next one after it runs', async () => {
    const write = createWrite<number>();
    const work = vi.fn(async () => 1);
    const call = deferred<number>();
    const first = write.run(() => call.promise);
    expect(await write.run(work)).toMatchObject({ ok: false, skipped: true });
    expect(work).not.toHaveBeenCalled();
    call.resolve(1);
    await first;
    expect(await write.run(work)).toEqual({ ok: true, value: 1 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('says a refusal in the member words for its code, the server text otherwise, with the fields; clear forgets it', async () => {
    // request() fetches a code's member words with the refusal that carries it; this one is made by hand.
    await loadErrorWords();
    const write = createWrite();
    const stop = write.$state.listen(() => {});
    const limited = await write.run(async () => {
      throw new ApiError('http', 'Too Many Requests', 429, {}, 'RATE_LIMITED');
    });
    expect(limited).toMatchObject({ ok: false, skipped: false, error: MEMBER_WORDS.RATE_LIMITED });
    expect(write.$state.get().error).toBe(MEMBER_WORDS.RATE_LIMITED);
    await write.run(async () => {
      throw new ApiError('http', 'Please enter a valid Email', 400, { email: 'Please enter a valid Email' });
    });
    expect(write.$state.get()).toMatchObject({ busy: false, error: 'Please enter a valid Email', fieldErrors: { email: 'Please enter a valid Email' } });
    write.clear();
    expect(write.$state.get()).toMatchObject({ error: null, fieldErrors: {} });
    stop();
  });

  it('keeps quiet about the failures the spec swallows unless told what to say, says a rule refusal as written, and never shows a bug', async () => {
    const unreadable = () => Promise.reject(new ApiError('parse', 'Unexpected token <', 200));
    expect(await createWrite().run(unreadable)).toMatchObject({ ok: false, error: null });
    expect(await createWrite({ quietText: 'This did not work.' }).run(unreadable)).toMatchObject({ error: 'This did not work.' });
    expect(await createWrite().run(() => Promise.reject(new Refusal('Your membership has ended.')))).toMatchObject({ error: 'Your membership has ended.' });
    expect(await createWrite().run(() => Promise.reject(new TypeError('x is undefined')))).toMatchObject({ error: GENERIC_ERROR });
  });

  it('loads the named queries again after a success, and leaves them alone after a failure', async () => {
    const fetcher = vi.fn(async () => fetcher.mock.calls.length);
    const $bookings = createFetcherStore<number>(['write-test/bookings'], { fetcher });
    const $other = createFetcherStore<number>(['write-test/other'], { fetcher: async () => 0 });
    const stop = [$bookings.listen(() => {}), $other.listen(() => {})];
    await settle();
    expect($bookings.get().data).toBe(1);
    const write = createWrite({ invalidates: (key: string) => key.startsWith('write-test/bookings') });
    await write.run(() => Promise.reject(new ApiError('http', 'No', 409)));
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await write.run(async () => 'ok');
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect($bookings.get().data).toBe(2);
    // A call that changed nothing (a payment only started) leaves them too.
    const started = createWrite<string>({ invalidates: (key: string) => key.startsWith('write-test/bookings'), changed: (answer) => answer === 'paid' });
    await started.run(async () => 'redirect');
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await started.run(async () => 'paid');
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(3);
    stop.forEach((s) => s());
  });

  it('finishes and lets the next call run when no screen watches it (a flow module writing)', async () => {
    const write = createWrite<number>();
    expect(await write.run(async () => 1)).toEqual({ ok: true, value: 1 });
    expect(await write.run(async () => 2)).toEqual({ ok: true, value: 2 });
  });
});
