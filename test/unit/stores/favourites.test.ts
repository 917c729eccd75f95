import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listFavourites, mergeFavourites } from '../../../src/api/favourite';
import { deleteFavourite, saveFavourite } from '../../../src/api/favourite-writes';
import { readDeviceFavourites, writeDeviceFavourites } from '../../../src/storage/device-favourites';
import { keepSessionInMemory } from '../../../src/storage/session-storage';
import { $favourites } from '../../../src/stores/favourites';
import { toggleFavourite } from '../../../src/stores/toggle-favourite';
import { $user } from '../../../src/stores/session';
import { trackEvent } from '../../../src/tracking/pixel';
import { sampleUser } from '../../support/api-samples';
import { settle } from '../support/settle';

vi.mock('../../../src/api/favourite', () => ({ listFavourites: vi.fn(), mergeFavourites: vi.fn() }));
vi.mock('../../../src/api/favourite-writes', () => ({ saveFavourite: vi.fn(), deleteFavourite: vi.fn() }));
vi.mock('../../../src/tracking/pixel', () => ({ trackEvent: vi.fn() }));

const bag = (productId: number) => ({ productId, title: `Bag ${productId}` });
const favourite = (productId: number) => ({ productId, userId: 42, createdAt: '2026-03-02T09:00:00.000Z' });
let stop: () => void = () => {};
/** Something on the page shows hearts: the store is in use. */
const watch = () => (stop = $favourites.listen(() => {}));

beforeEach(async () => {
  localStorage.clear();
  $user.set(null);
  // The key stores follow on a zero-delay timer: let the visitor's empty key land before a test logs in.
  await settle();
  vi.mocked(listFavourites).mockReset().mockResolvedValue([]);
  vi.mocked(saveFavourite)
    .mockReset()
    .mockImplementation(async ({ productId }) => favourite(productId));
  vi.mocked(deleteFavourite).mockReset().mockResolvedValue(undefined);
  vi.mocked(mergeFavourites).mockReset();
  vi.mocked(trackEvent).mockReset();
});
afterEach(() => stop());

describe('a visitor', () => {
  it('keeps hearts on this device, newest first, across a reload (localStorage), and the wishlist event fires on adding', async () => {
    watch();
    expect(await toggleFavourite(bag(3))).toEqual({
      ok: true,
      on: true,
      message: 'Bag 3 is in your favourites on this device. Log in to keep them in your account.',
      logIn: true,
    });
    await toggleFavourite(bag(5));
    expect($favourites.get()).toEqual({ ids: [5, 3], onDevice: true, failed: false });
    expect(readDeviceFavourites()).toEqual([5, 3]);
    expect(trackEvent).toHaveBeenCalledWith('wishlist', { content_ids: '3', content_name: 'Bag 3' });
    expect(await toggleFavourite(bag(3))).toEqual({ ok: true, on: false, message: 'Bag 3 is no longer in your favourites.', logIn: false });
    expect(readDeviceFavourites()).toEqual([5]);
    expect(trackEvent).toHaveBeenCalledTimes(2);
    await toggleFavourite(bag(5));
    expect($favourites.get().ids).toEqual([]);
    expect(localStorage.getItem('tote.favourites')).toBeNull();
    expect(saveFavourite).not.toHaveBeenCalled();
  });

  it('ignores anything odd a device kept', () => {
    localStorage.setItem('tote.favourites', '[4, "x", -1, 4, 7.5, 9]');
    expect(readDeviceFavourites()).toEqual([4, 9]);
    localStorage.setItem('tote.favourites', '{oops');
    expect(readDeviceFavourites()).toEqual([]);
  });
});

describe('on a partner page', () => {
  it("keeps a visitor's hearts in memory, never in the partner's storage", () => {
    keepSessionInMemory();
    writeDeviceFavourites([8]);
    expect(readDeviceFavourites()).toEqual([8]);
    expect(localStorage.getItem('tote.favourites')).toBeNull();
  });
});

describe('a member', () => {
  beforeEach(() => {
    // The partner test above switched this page to memory for good; the device list lives there now.
    writeDeviceFavourites([]);
  });

  it('reads their favourites from the server and saves a heart at once, putting it back when the server refuses', async () => {
    vi.mocked(listFavourites).mockResolvedValue([favourite(2)]);
    $user.set(sampleUser({ id: 42 }));
    watch();
    await settle();
    expect(listFavourites).toHaveBeenCalledWith(42);
    expect($favourites.get()).toEqual({ ids: [2], onDevice: false, failed: false });

    const adding = toggleFavourite(bag(6));
    // The heart fills before the server answers.
    expect($favourites.get().ids).toEqual([6, 2]);
    expect(await adding).toEqual({ ok: true, on: true, message: 'Bag 6 is in your favourites.', logIn: false });
    expect(saveFavourite).toHaveBeenCalledWith({ productId: 6, userId: 42 });

    vi.mocked(deleteFavourite).mockRejectedValueOnce(new ApiError('http', 'Database unavailable', 503));
    vi.mocked(listFavourites).mockResolvedValue([favourite(6), favourite(2)]);
    expect(await toggleFavourite(bag(2))).toEqual({ ok: false, message: 'Database unavailable' });
    await settle();
    // The server's list is loaded again: the heart shows what is really kept.
    expect($favourites.get().ids).toEqual([6, 2]);
  });

  it('quick clicks on one heart are saved in order, so the last click wins', async () => {
    $user.set(sampleUser({ id: 42 }));
    watch();
    await settle();
    let finishSave!: () => void;
    vi.mocked(saveFavourite).mockImplementationOnce(() => new Promise((resolve) => (finishSave = () => resolve(favourite(4)))));
    const on = toggleFavourite(bag(4));
    const off = toggleFavourite(bag(4));
    await settle();
    expect(deleteFavourite).not.toHaveBeenCalled();
    finishSave();
    await Promise.all([on, off]);
    expect(deleteFavourite).toHaveBeenCalledWith(4, 42);
    expect($favourites.get().ids).toEqual([]);
  });

  it("merges a visitor's device hearts into the account on login, then forgets them on the device", async () => {
    watch();
    await toggleFavourite(bag(7));
    await toggleFavourite(bag(8));
    vi.mocked(mergeFavourites).mockResolvedValue([favourite(8), favourite(7), favourite(1)]);
    vi.mocked(listFavourites).mockResolvedValue([favourite(1)]);
    $user.set(sampleUser({ id: 42 }));
    await settle();
    expect(mergeFavourites).toHaveBeenCalledWith({ userId: 42, productIds: [8, 7] });
    // One load: the merged list is the answer, no plain list can land after it.
    expect(listFavourites).not.toHaveBeenCalled();
    expect($favourites.get().ids).toEqual([8, 7, 1]);
    expect(readDeviceFavourites()).toEqual([]);
  });

  it('a failed merge keeps the hearts on the device for the next try', async () => {
    writeDeviceFavourites([9]);
    vi.mocked(mergeFavourites).mockRejectedValue(new ApiError('network', 'Network error'));
    $user.set(sampleUser({ id: 42 }));
    watch();
    await settle();
    expect(mergeFavourites).toHaveBeenCalledTimes(1);
    expect(readDeviceFavourites()).toEqual([9]);
    // The account's own list still shows.
    expect($favourites.get()).toEqual({ ids: [], onDevice: false, failed: false });
  });
});
