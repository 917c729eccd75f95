import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetcherStore, forgetAllQueries, FRESH_MS, invalidateKeys, mutateCache, revalidateKeys } from '../../../src/stores/query';
import { settle } from '../support/settle';

/** A fetcher whose calls the test answers when it likes, one by one. */
function held<T>() {
  const calls: { parts: unknown[]; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = vi.fn(
    (...parts: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ parts, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

let key = 0;
/** A key no other test has used: the cache is one per page. */
const fresh = (name: string) => `query-test/${name}/${(key += 1)}/`;

afterEach(() => vi.useRealTimers());

describe('the query layer', () => {
  it('asks once for a key in flight: a second store on the key joins the request and both show its answer', async () => {
    const k = fresh('dedupe');
    const { fetcher, calls } = held<number>();
    const $a = createFetcherStore<number>(k, { fetcher });
    const $b = createFetcherStore<number>(k, { fetcher });
    const stop = [$a.listen(() => {}), $b.listen(() => {})];
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect($a.get()).toMatchObject({ loading: true });
    expect($b.get()).toMatchObject({ loading: true });
    calls[0].resolve(7);
    await settle(1);
    expect($a.get()).toEqual({ data: 7, error: undefined, loading: false });
    expect($b.get()).toEqual({ data: 7, error: undefined, loading: false });
    stop.forEach((s) => s());
  });

  it('keeps one answer per key: a store whose key part changes asks for the new key, and finds the old one cached on the way back', async () => {
    const prefix = fresh('per-key');
    const $id = atom<number>(1);
    const fetcher = vi.fn(async (_prefix: unknown, id: unknown) => Number(id) * 10);
    const $item = createFetcherStore<number>([prefix, $id], { fetcher });
    const stop = $item.listen(() => {});
    await settle(1);
    expect($item.get().data).toBe(10);
    $id.set(2);
    await settle();
    expect($item.key).toBe(`${prefix}2`);
    expect($item.get().data).toBe(20);
    $id.set(1);
    await settle();
    expect($item.get().data).toBe(10);
    expect(fetcher.mock.calls.map((c) => c[1])).toEqual([1, 2]);
    stop();
  });

  it('a store started again asks for the key its parts make now, never the one of its last start', async () => {
    const prefix = fresh('restart');
    const $id = atom<number>(1);
    const fetcher = vi.fn(async (_prefix: unknown, id: unknown) => Number(id));
    const $n = createFetcherStore<number>([prefix, $id], { fetcher });
    let stop = $n.listen(() => {});
    await settle(1);
    stop();
    // Logged out (every answer forgotten) and in as another member while no screen showed the store.
    forgetAllQueries();
    $id.set(2);
    stop = $n.listen(() => {});
    await settle();
    expect(fetcher.mock.calls.map((c) => c[1])).toEqual([1, 2]);
    expect($n.get().data).toBe(2);
    stop();
  });

  it('asks nothing while a key part is not ready (null, undefined or false), and shows nothing', async () => {
    const prefix = fresh('not-ready');
    const $user = atom<number | null>(null);
    const fetcher = vi.fn(async () => 'member');
    const $who = createFetcherStore<string>([prefix, $user], { fetcher });
    const stop = $who.listen(() => {});
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    expect($who.key).toBeUndefined();
    expect($who.get()).toEqual({ loading: false });
    $user.set(4);
    await settle();
    expect($who.get().data).toBe('member');
    // Logged out again: the store lets go of the member's answer.
    $user.set(null);
    await settle();
    expect($who.get()).toEqual({ loading: false });
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows a failure, keeps it for the fresh time (no retry behind the member’s back), and Retry asks again', async () => {
    const k = fresh('error');
    const { fetcher, calls } = held<number>();
    const $count = createFetcherStore<number>(k, { fetcher });
    const stop = $count.listen(() => {});
    const failure = new Error('down');
    calls[0].reject(failure);
    await settle(1);
    expect($count.get()).toMatchObject({ error: failure, loading: false });
    const $other = createFetcherStore<number>(k, { fetcher });
    const stopOther = $other.listen(() => {});
    expect($other.get()).toMatchObject({ error: failure, loading: false });
    expect(fetcher).toHaveBeenCalledTimes(1);
    $count.invalidate();
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1].resolve(3);
    await settle(1);
    expect($count.get()).toEqual({ data: 3, error: undefined, loading: false });
    expect($other.get().data).toBe(3);
    stop();
    stopOther();
  });

  it('a fetcher that throws at once fails like one that rejects', async () => {
    const k = fresh('throws');
    const $bad = createFetcherStore<number>(k, {
      fetcher: () => {
        throw new TypeError('no');
      },
    });
    const stop = $bad.listen(() => {});
    await settle(1);
    expect($bad.get().error).toBeInstanceOf(TypeError);
    stop();
  });

  it('invalidation forgets every matching answer and loads again only the keys a store is showing', async () => {
    const prefix = fresh('invalidate');
    const shown = vi.fn(async () => 'shown');
    const hidden = vi.fn(async () => 'hidden');
    const other = vi.fn(async () => 'other');
    const $shown = createFetcherStore<string>(`${prefix}a`, { fetcher: shown });
    const $hidden = createFetcherStore<string>(`${prefix}b`, { fetcher: hidden });
    const $other = createFetcherStore<string>(fresh('elsewhere'), { fetcher: other });
    const stopHidden = $hidden.listen(() => {});
    await settle(1);
    stopHidden();
    const stop = [$shown.listen(() => {}), $other.listen(() => {})];
    await settle(1);

    invalidateKeys((k) => k.startsWith(prefix));
    await settle(1);
    expect(shown).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    // The unwatched key's answer is gone: its next reader asks afresh.
    const again = $hidden.listen(() => {});
    expect(hidden).toHaveBeenCalledTimes(2);
    again();
    stop.forEach((s) => s());
  });

  it('a key invalidated while its request runs loads once more after it: an answer from before a change never stays', async () => {
    const k = fresh('in-flight');
    const { fetcher, calls } = held<string>();
    const $list = createFetcherStore<string>(k, { fetcher });
    const stop = $list.listen(() => {});
    invalidateKeys(k);
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0].resolve('before the change');
    await settle(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1].resolve('after the change');
    await settle(1);
    expect($list.get().data).toBe('after the change');
    stop();
  });

  it('revalidation asks again while still showing the answer it has; mutateCache shows an answer at once without asking', async () => {
    const k = fresh('revalidate');
    const { fetcher, calls } = held<number>();
    const $n = createFetcherStore<number>(k, { fetcher });
    const stop = $n.listen(() => {});
    calls[0].resolve(1);
    await settle(1);
    revalidateKeys([k]);
    expect($n.get()).toMatchObject({ data: 1, loading: true });
    calls[1].resolve(2);
    await settle(1);
    mutateCache(k, 5);
    expect($n.get()).toEqual({ data: 5, loading: false });
    $n.mutate(6);
    expect($n.get().data).toBe(6);
    // The put answer is the cached one: another reader takes it without asking.
    const $same = createFetcherStore<number>(k, { fetcher });
    const stopSame = $same.listen(() => {});
    expect($same.get().data).toBe(6);
    expect(fetcher).toHaveBeenCalledTimes(2);
    stop();
    stopSame();
  });

  it('a new reader after the fresh time loads again; within it takes the cached answer; a new listener hears at once what the store holds', async () => {
    const k = fresh('fresh');
    const fetcher = vi.fn(async () => fetcher.mock.calls.length);
    const $n = createFetcherStore<number>(k, { fetcher });
    const first = $n.listen(() => {});
    await settle(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRESH_MS - 1_000);
    const heard: unknown[] = [];
    const second = $n.listen((value) => heard.push(value.data));
    expect(heard).toEqual([1]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2_000);
    const third = $n.listen(() => {});
    expect(fetcher).toHaveBeenCalledTimes(2);
    [first, second, third].forEach((s) => s());
  });

  it('a store set to revalidate on focus loads again when the tab comes back into view, once its answer is no longer fresh', async () => {
    const fetcher = vi.fn(async () => fetcher.mock.calls.length);
    const plain = vi.fn(async () => 0);
    const $n = createFetcherStore<number>(fresh('focus'), { fetcher, revalidateOnFocus: true });
    const $plain = createFetcherStore<number>(fresh('no-focus'), { fetcher: plain });
    const stop = [$n.listen(() => {}), $plain.listen(() => {})];
    await settle(1);
    const backInView = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    backInView();
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    backInView();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(plain).toHaveBeenCalledTimes(1);
    stop.forEach((s) => s());
  });
});
