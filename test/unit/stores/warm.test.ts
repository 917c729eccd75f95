import { waitFor } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { number } from 'superstruct';
import { request } from '../../../src/api/http';
import { createFetcherStore, FRESH_MS } from '../../../src/stores/query';
import { warm } from '../../../src/stores/warm';
import { data, fakeFetch } from '../api/fake-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('a route starter warming a fetcher store', () => {
  it("answers the widget from the store's one call, and the store's next refresh asks the server again", async () => {
    const server = fakeFetch(data(1), data(2));
    const count = () => request('POST', '/api/communication/unread/count', number(), { body: { toUserId: 9 } });
    const $count = createFetcherStore<number>('warm-test/count', { fetcher: count });

    // The site's boot: the route's starter warms the store (site/route-data.ts).
    warm($count, 60_000);
    await waitFor(() => expect($count.get().data).toBe(1));

    // The widget arrives and reads the store: no second request.
    const stop = $count.listen(() => {});
    expect(server.seen).toHaveLength(1);

    // Retry, 'Check again': a fresh answer from the server, not a kept copy of the first.
    $count.invalidate();
    await waitFor(() => expect($count.get().data).toBe(2));
    expect(server.seen).toHaveLength(2);
    stop();
  });

  it("another bundle's copy of the store, reading the key seconds later (its code was slow to come), takes the warmed answer", async () => {
    const server = fakeFetch(data(1), data(2));
    const count = () => request('POST', '/api/communication/unread/count', number(), { body: { toUserId: 9 } });
    const key = 'warm-test/late';
    const $warmed = createFetcherStore<number>(key, { fetcher: count });
    warm($warmed, 60_000);
    await waitFor(() => expect($warmed.get().data).toBe(1));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRESH_MS - 1_000);
    const $late = createFetcherStore<number>(key, { fetcher: count });
    const stop = $late.listen(() => {});
    await waitFor(() => expect($late.get().data).toBe(1));
    expect(server.seen).toHaveLength(1);
    stop();
    vi.useRealTimers();
  });

  it("a widget whose store subscribes while the warmed request runs joins it (another bundle's copy too)", async () => {
    let answer: (r: Response) => void = () => {};
    const server = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const count = () => request('POST', '/api/communication/unread/count', number(), { body: { toUserId: 9 } });
    const key = 'warm-test/joined';
    const $warmed = createFetcherStore<number>(key, { fetcher: count });
    warm($warmed, 60_000);
    const $widget = createFetcherStore<number>(key, { fetcher: count });
    const stopWidget = $widget.listen(() => {});
    const stopSame = $warmed.listen(() => {});
    expect(server.seen).toHaveLength(1);
    answer(data(7));
    await waitFor(() => expect($widget.get().data).toBe(7));
    expect($warmed.get().data).toBe(7);
    expect(server.seen).toHaveLength(1);
    stopWidget();
    stopSame();
  });
});
