import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHeartAction } from '../../../src/ui/favourite-button';
import { ApiError } from '../../../src/api/api-error';
import { listAttributes, listAttributeValues, listPredefinedByType } from '../../../src/api/catalogue';
import { listFavourites } from '../../../src/api/favourite';
import { deleteFavourite, saveFavourite } from '../../../src/api/favourite-writes';
import { countProducts, facetCounts, filterProducts } from '../../../src/api/product';
import type { Product } from '../../../src/api/shapes/product';
import { USER_STATUSES, type UserStatus } from '../../../src/api/shapes/user';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { Collection } from '../../../widgets/collection/collection';
import { collectionLater } from '../../../widgets/collection/later-part';
import { Header } from '../../../widgets/header/header';
import { settle } from '../support/settle';
import { sampleAttribute, sampleAttributeValue, sampleProduct, sampleUser, somePictures } from '../../support/api-samples';

vi.mock('../../../src/api/communication', () => ({ unreadCount: vi.fn(async () => 0) }));
vi.mock('../../../src/api/product', () => ({ filterProducts: vi.fn(), countProducts: vi.fn(), facetCounts: vi.fn(async () => []) }));
vi.mock('../../../src/api/catalogue', () => ({ listAttributes: vi.fn(), listAttributeValues: vi.fn(), listPredefinedByType: vi.fn() }));
vi.mock('../../../src/api/favourite', () => ({
  listFavourites: vi.fn(async () => []),
  mergeFavourites: vi.fn(),
}));
vi.mock('../../../src/api/favourite-writes', () => ({ saveFavourite: vi.fn(), deleteFavourite: vi.fn() }));

const filterMock = vi.mocked(filterProducts);
const countMock = vi.mocked(countProducts);

function bag(id: number, overrides: Partial<Product> = {}): Product {
  return sampleProduct({
    productId: id,
    title: `Bag ${id}`,
    url: `bag-${id}`,
    brand: 'Maison Verne',
    pictures: somePictures(id),
    available: true,
    ...overrides,
  });
}

function user(code: UserStatus) {
  return sampleUser({ id: 7, username: '9000000002', firstName: 'Asha', lastName: 'Mehra', status: { code } });
}

/** What a browser sends when an option is picked: input, then change. */
function choose(select: HTMLElement, value: string) {
  (select as HTMLSelectElement).value = value;
  // Bubbling, as a browser's is (Preact listens above the element).
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const lastFilter = () => filterMock.mock.calls.at(-1)!;

// The heart's action and the chips are fetched on the visitor's first move toward a control; in with the first
// test, a press acts at once.
beforeAll(async () => {
  await Promise.all([loadHeartAction(), collectionLater.start()]);
});

beforeEach(async () => {
  sessionStorage.clear();
  location.hash = '#/members-collection';
  $user.set(null);
  // The stores keyed by the user follow on a zero-delay timer: let the visitor's keys land first.
  await settle();
  $dialog.set(null);
  vi.mocked(facetCounts).mockReset().mockResolvedValue([]);
  filterMock.mockReset().mockResolvedValue([bag(1), bag(2, { available: false, brand: 'Lune Paris', title: 'Crescent Hobo' })]);
  countMock.mockReset().mockResolvedValue(2);
  vi.mocked(listAttributes)
    .mockReset()
    .mockResolvedValue([
      sampleAttribute({ attributeId: 2, name: 'Colour', code: 'COLOUR', sortOrder: 2 }),
      sampleAttribute({ attributeId: 1, name: 'Brand', code: 'BRAND', sortOrder: 1 }),
    ]);
  vi.mocked(listAttributeValues)
    .mockReset()
    .mockResolvedValue([
      sampleAttributeValue({ attributeValueId: 10, attributeId: 1, attributeName: 'Brand', value: 'Maison Verne' }),
      sampleAttributeValue({ attributeValueId: 20, attributeId: 2, attributeName: 'Colour', value: 'Black' }),
      sampleAttributeValue({ attributeValueId: 21, attributeId: 2, attributeName: 'Colour', value: 'Tan' }),
    ]);
  vi.mocked(listPredefinedByType)
    .mockReset()
    .mockResolvedValue([
      { id: 1, type: 'SORT', code: 'NEWEST', name: 'Newest first' },
      { id: 2, type: 'SORT', code: 'PRICE_LOW', name: 'Retail price: low to high' },
    ]);
});

afterEach(() => cleanup());

describe('collection states', () => {
  it('shows fixed-size skeleton cards while loading, then the bags with brand, title, photo and availability', async () => {
    let resolve!: (p: Product[]) => void;
    filterMock.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<Collection />);
    // The filters' groups load beside the bags, each with its own loading panel.
    const [filters, loading] = screen.getAllByTestId('skeleton');
    expect(within(filters).getByRole('status').textContent).toBe('Loading the filters…');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByRole('status').textContent).toBe('Loading the collection…');
    expect(loading.querySelectorAll('.card-skeleton')).toHaveLength(12);
    await act(async () =>
      resolve([
        bag(1),
        bag(2, { available: false, title: 'Crescent Hobo', nextAvailableDate: null }),
        bag(3, { available: false, nextAvailableDate: '2027-01-12' }),
      ]),
    );
    await settle();
    expect(screen.queryByTestId('skeleton')).toBeNull();
    const grid = screen.getByRole('list', { name: 'Bags' });
    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0].getAttribute('href')).toBe('#/book-bag/bag-1');
    expect(cards[0].textContent).toContain('Maison Verne');
    expect(cards[0].textContent).toContain('Free now');
    expect(cards[1].textContent).toContain('Crescent Hobo');
    // Overdue: no day is known to be free yet.
    expect(cards[1].textContent).toContain('Out on loan');
    // Booked now, free again from 12 January: the day before the month, as in India.
    expect(cards[2].textContent).toContain('Free from 12/01');
    // The front view, in the width the grid needs; the first row loads first, and the title names the bag.
    const img = cards[0].querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/bags/bag-1/front-640.0123456789.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/media/bags/bag-1/front-320.0123456789.webp 320w, /media/bags/bag-1/front-640.0123456789.webp 640w, /media/bags/bag-1/front-960.0123456789.webp 960w',
    );
    expect(img.getAttribute('sizes')).toMatch(/260px/);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['960', '1200', '']);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2 bags');
  });

  it("draws the first answer's first row, then the other cards in their loading boxes once that frame has painted", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => bag(i + 1));
    filterMock.mockResolvedValue(twelve);
    countMock.mockResolvedValue(40);
    // The browser's frames, held: the first row's frame has not painted yet.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    try {
      render(<Collection />);
      const grid = await screen.findByRole('list', { name: 'Bags' });
      await settle();
      expect(
        within(grid)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([1, 2, 3, 4].map((id) => `#/book-bag/bag-${id}`));
      // The rest keep a card's box (nothing moves) and are hidden from assistive technology meanwhile.
      expect([...grid.querySelectorAll('li.card-skeleton[aria-hidden="true"]')]).toHaveLength(8);
      await act(async () => frames.splice(0).forEach((frame) => frame(performance.now())));
      await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(12));
      expect(grid.querySelectorAll('li.card-skeleton')).toHaveLength(0);
    } finally {
      raf.mockRestore();
    }
  });

  it('asks for the first page of 12 with the default sort, and the count with the same parts', async () => {
    render(<Collection />);
    await settle();
    expect(filterMock).toHaveBeenCalledWith({}, { sort: 'NEWEST', page: 0, size: 12 });
    expect(countMock).toHaveBeenCalledWith({}, { sort: 'NEWEST', page: 0, size: 12 });
  });

  it('shows the designed empty state and clears the filters from it', async () => {
    writeSession('attribute', { attributeValueIds: [20], availableOnly: true });
    filterMock.mockResolvedValue([]);
    countMock.mockResolvedValue(0);
    render(<Collection />);
    await settle();
    expect(screen.getByText('No bags match these filters')).toBeTruthy();
    filterMock.mockResolvedValue([bag(1)]);
    countMock.mockResolvedValue(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await settle();
    expect(lastFilter()).toEqual([{}, { sort: 'NEWEST', page: 0, size: 12 }]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(readSession<{ attributeValueIds: number[] }>('attribute')!.attributeValueIds).toEqual([]);
  });

  it('shows a failed call with the reason and retries it', async () => {
    filterMock.mockRejectedValueOnce(new ApiError('network', 'Network error'));
    render(<Collection />);
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the collection.');
    expect(alert.textContent).toContain('Check your connection');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry the collection' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});

describe('filters, sort and paging', () => {
  it('builds filter groups from the attribute masters in their order and the sort list from the predefined SORT list', async () => {
    render(<Collection />);
    await settle();
    const groups = screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');
    expect(groups.map((g) => g.querySelector('legend')!.textContent)).toEqual(['Free on my dates', 'Brand', 'Colour']);
    expect(listPredefinedByType).toHaveBeenCalledWith('SORT');
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual(['Newest first', 'Retail price: low to high']);
  });

  it('a ticked value filters the list and is saved to the attribute session', async () => {
    render(<Collection />);
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    await settle();
    expect(lastFilter()).toEqual([{}, { sort: 'NEWEST', page: 0, size: 12, attributeValueIds: [20] }]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Available now' }));
    await settle();
    expect(lastFilter()[0]).toEqual({ available: true });
    expect(readSession('attribute')).toMatchObject({ attributeValueIds: [20], availableOnly: true });
    expect(screen.getByRole('button', { name: 'Filters 2 chosen' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('shows per value how many bags it gives, and asks only for bags free on both chosen days', async () => {
    vi.mocked(facetCounts).mockResolvedValue([
      { attributeValueId: 20, productCount: 7 },
      { attributeValueId: 10, productCount: 1 },
    ]);
    render(<Collection />);
    await settle();
    expect(screen.getByRole('checkbox', { name: 'Black 7 bags' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Maison Verne 1 bag' })).toBeTruthy();
    // A value no bag of the selection carries says so, rather than leading to an empty grid.
    expect(screen.getByRole('checkbox', { name: 'Tan 0 bags' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2027-01-12' } });
    await settle();
    // One day is not yet a stay: nothing is filtered.
    expect(lastFilter()[1]).not.toHaveProperty('freeFrom');
    fireEvent.change(screen.getByLabelText('Return day'), { target: { value: '2027-01-10' } });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The return day must not be before the first day.');
    expect(lastFilter()[1]).not.toHaveProperty('freeFrom');
    fireEvent.change(screen.getByLabelText('Return day'), { target: { value: '2027-01-15' } });
    await settle();
    expect(lastFilter()[1]).toMatchObject({ freeFrom: '2027-01-12', freeTo: '2027-01-15', page: 0 });
    expect(vi.mocked(facetCounts)).toHaveBeenLastCalledWith({}, { freeFrom: '2027-01-12', freeTo: '2027-01-15' });
    expect(readSession('attribute')).toMatchObject({ freeFrom: '2027-01-12', freeTo: '2027-01-15' });
  });

  it('restores the filters from the attribute session after a reload', async () => {
    writeSession('attribute', { attributeValueIds: [21, 10], availableOnly: false, search: 'hobo', sort: 'PRICE_LOW', page: 1 });
    render(<Collection />);
    await settle();
    expect(filterMock).toHaveBeenCalledWith({}, { sort: 'PRICE_LOW', page: 1, size: 12, attributeValueIds: [10, 21], search: 'hobo' });
    expect((screen.getByRole('checkbox', { name: 'Tan' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Maison Verne' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('PRICE_LOW');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('hobo');
  });

  it("starts again without filters when the header's collection link is followed while it is shown (a shared store, no polling)", async () => {
    writeSession('attribute', { attributeValueIds: [20] });
    $user.set(user('ACTIVE'));
    render(
      <>
        <Header />
        <Collection />
      </>,
    );
    await settle();
    expect((screen.getByRole('checkbox', { name: 'Black' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Member Collection' }));
    await settle();
    expect(readSession('attribute')).toBeNull();
    expect(lastFilter()).toEqual([{}, { sort: 'NEWEST', page: 0, size: 12 }]);
    expect((screen.getByRole('checkbox', { name: 'Black' }) as HTMLInputElement).checked).toBe(false);
  });

  it('sorts by the chosen code and goes back to the first page', async () => {
    writeSession('attribute', { page: 2 });
    countMock.mockResolvedValue(40);
    render(<Collection />);
    await settle();
    choose(screen.getByLabelText('Sort by'), 'PRICE_LOW');
    await settle();
    expect(lastFilter()[1]).toEqual({ sort: 'PRICE_LOW', page: 0, size: 12 });
  });

  it('pages with Previous and Next, using the total from the count call', async () => {
    countMock.mockResolvedValue(30);
    render(<Collection />);
    await settle();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(lastFilter()[1]).toMatchObject({ page: 1 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(readSession('attribute')).toMatchObject({ page: 1 });
  });

  it('search sends the words on submit', async () => {
    render(<Collection />);
    await settle();
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: '  crescent ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(lastFilter()[1]).toMatchObject({ search: 'crescent', page: 0 });
  });

  it('a failed attribute list says so and retries, and the bags still show', async () => {
    vi.mocked(listAttributes).mockRejectedValueOnce(new ApiError('http', 'boom', 500));
    render(<Collection />);
    await settle();
    const alert = within(screen.getByRole('region', { name: 'Filters' })).getByRole('alert');
    expect(alert.textContent).toContain('We could not load the filters.');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry the filters' }));
    await settle();
    expect(screen.getByRole('checkbox', { name: 'Black' })).toBeTruthy();
  });

  it('opening a bag keeps it in the product session and goes to its booking page', async () => {
    render(<Collection />);
    await settle();
    fireEvent.click(screen.getAllByRole('link')[1]);
    expect(location.hash).toBe('#/book-bag/bag-2');
    expect(readSession<Product>('product')!.productId).toBe(2);
  });
});

describe('preview banner', () => {
  it('tells a visitor to apply: Apply opens the sign-up dialog', async () => {
    render(<Collection />);
    await settle();
    const banner = screen.getByRole('region', { name: 'Membership' });
    expect(banner.textContent).toContain('You are previewing the collection');
    fireEvent.click(within(banner).getByRole('button', { name: 'Apply' }));
    expect($dialog.get()).toBe('signup');
  });

  const expected: Record<Exclude<UserStatus, 'ACTIVE'>, [string, string]> = {
    DRAFT: ['Complete your application', '#/member-application-form'],
    ONHOLD: ['See where it stands', '#/package-details'],
    PENDING: ['See where it stands', '#/package-details'],
    APPROVED: ['Choose your plan', '#/package-details'],
    DEACTIVE: ['Renew your membership', '#/package-details'],
    EXPIRE: ['Renew your membership', '#/package-details'],
  };

  it.each(USER_STATUSES)('for a %s member', async (status) => {
    $user.set(user(status));
    render(<Collection />);
    await settle();
    if (status === 'ACTIVE') {
      expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
      return;
    }
    const [name, href] = expected[status];
    const banner = screen.getByRole('region', { name: 'Membership' });
    const link = within(banner).getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    fireEvent.click(link);
    await waitFor(() => expect(location.hash).toBe(href));
  });
});

describe('collapsible filter groups, chips and keyboard reach', () => {
  const group = (name: string) =>
    screen
      .getAllByRole('group')
      .find((g) => g.tagName === 'FIELDSET' && g.querySelector('legend')?.textContent === name)!
      .closest('details')!;

  it('opens the brand group and closes the rest; a summary counts its chosen values', async () => {
    render(<Collection />);
    await settle();
    expect(group('Brand').open).toBe(true);
    expect(group('Colour').open).toBe(false);
    expect(group('Colour').querySelector('summary')!.textContent).toBe('Colour');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tan' }));
    await settle();
    expect(group('Colour').querySelector('summary')!.textContent).toBe('Colour2 chosen');
  });

  it('after a reload a group with a chosen value opens too', async () => {
    writeSession('attribute', { attributeValueIds: [21] });
    render(<Collection />);
    await settle();
    expect(group('Colour').open).toBe(true);
  });

  it('shows the choices as chips in group order; removing one keeps focus on the chips, Clear all keeps the sort and goes to the results', async () => {
    writeSession('attribute', { attributeValueIds: [21, 10], availableOnly: true, search: 'hobo', sort: 'PRICE_LOW' });
    render(<Collection />);
    await settle();
    const chips = () => within(screen.getByRole('list', { name: 'Chosen filters' })).getAllByRole('button');
    expect(chips().map((c) => c.textContent)).toEqual(['Remove “hobo”', 'Remove Available now', 'Remove Maison Verne', 'Remove Tan']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Available now' }));
    await settle();
    expect(lastFilter()[0]).toEqual({});
    expect(chips()).toHaveLength(3);
    expect(document.activeElement?.textContent).toBe('Remove Maison Verne');
    fireEvent.click(screen.getByRole('button', { name: 'Remove “hobo”' }));
    await settle();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await settle();
    expect(lastFilter()).toEqual([{}, { sort: 'PRICE_LOW', page: 0, size: 12 }]);
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('"Skip to the bags" takes the keyboard from the filters to the results in one step', async () => {
    render(<Collection />);
    await settle();
    const filters = screen.getByRole('region', { name: 'Filters' });
    const skip = within(filters).getByRole('button', { name: 'Skip to the bags' });
    // It comes first in the filters, before the 'Available now' box and every group.
    expect(filters.querySelector('button, input, summary')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '2 bags' }));
  });
});

describe('the Filters drawer (phones)', () => {
  it('opens as a modal dialog with the filters, says how many bags they give and closes back on its button', async () => {
    render(<Collection />);
    await settle();
    const opener = screen.getByRole('button', { name: 'Filters' });
    opener.focus();
    fireEvent.click(opener);
    // Its code loads on first open.
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await settle();
    // Focus is inside, on the first filter.
    expect(document.activeElement).toBe(within(drawer).getByRole('checkbox', { name: 'Available now' }));
    expect(within(drawer).getByRole('button', { name: 'Show 2 bags' })).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(true);
    countMock.mockResolvedValue(1);
    filterMock.mockResolvedValue([bag(1)]);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Maison Verne' }));
    await settle();
    expect(lastFilter()[1]).toMatchObject({ attributeValueIds: [10] });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show 1 bag' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters 1 chosen' }));
  });

  it('Escape closes it; its Clear all clears the filters but keeps the search', async () => {
    writeSession('attribute', { attributeValueIds: [20], search: 'hobo' });
    render(<Collection />);
    await settle();
    screen.getByRole('button', { name: 'Filters 1 chosen' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Filters 1 chosen' }));
    // Its code loads on first open.
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await settle();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear all' }));
    await settle();
    expect(lastFilter()[1]).toEqual({ sort: 'NEWEST', page: 0, size: 12, search: 'hobo' });
    act(() => {
      drawer.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });
});

describe('favourites', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(listFavourites).mockReset().mockResolvedValue([]);
    vi.mocked(saveFavourite)
      .mockReset()
      .mockImplementation(async ({ productId, userId }) => ({ productId, userId, createdAt: '2026-03-02T09:00:00.000Z' }));
    vi.mocked(deleteFavourite).mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => localStorage.clear());

  const heart = (title: string) => screen.getByRole('button', { name: `Favourite ${title}` });

  it('a visitor hearts a card (kept on this device, with a nudge to log in) and finds it in the Favourites view', async () => {
    render(<Collection />);
    await settle();
    expect(heart('Crescent Hobo').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart('Crescent Hobo'));
    await settle();
    expect(heart('Crescent Hobo').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('tote.favourites')).toBe('[2]');
    const said = screen.getByText(/Crescent Hobo is in your favourites on this device\. Log in to keep them in your account\./);
    // The nudge's way to log in, beside the words.
    fireEvent.click(within(said).getByRole('button', { name: 'Log in' }));
    expect($dialog.get()).toBe('login');
    $dialog.set(null);
    expect(saveFavourite).not.toHaveBeenCalled();

    filterMock.mockResolvedValue([bag(2, { title: 'Crescent Hobo' })]);
    countMock.mockResolvedValue(1);
    fireEvent.click(screen.getByRole('button', { name: 'Favourites 1' }));
    await settle();
    expect(lastFilter()).toEqual([{}, { sort: 'NEWEST', page: 0, size: 12, productIds: [2] }]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 bag in your favourites');
    expect(readSession('attribute')).toMatchObject({ favouritesOnly: true });
    expect(screen.getByText(/Your favourites are kept on this device\./)).toBeTruthy();
  });

  it('a member hearts a card on the server; un-hearting in the Favourites view takes the card away and keeps focus in the grid', async () => {
    $user.set(user('ACTIVE'));
    vi.mocked(listFavourites).mockResolvedValue([
      { productId: 1, userId: 7, createdAt: '2026-03-02T09:00:00.000Z' },
      { productId: 2, userId: 7, createdAt: '2026-03-01T09:00:00.000Z' },
    ]);
    writeSession('attribute', { favouritesOnly: true });
    render(<Collection />);
    await settle();
    expect(lastFilter()[1]).toMatchObject({ productIds: [1, 2] });
    expect(heart('Bag 1').getAttribute('aria-pressed')).toBe('true');
    heart('Bag 1').focus();
    fireEvent.click(heart('Bag 1'));
    await settle();
    expect(deleteFavourite).toHaveBeenCalledWith(1, 7);
    const grid = screen.getByRole('list', { name: 'Bags' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Crescent Hobo')]);
    expect(document.activeElement).toBe(within(grid).getByRole('link'));
    expect(screen.getByText('Bag 1 is no longer in your favourites.')).toBeTruthy();
  });

  it('an empty Favourites view asks nothing of the server and invites the member back to the bags', async () => {
    $user.set(user('ACTIVE'));
    writeSession('attribute', { favouritesOnly: true });
    render(<Collection />);
    await settle();
    expect(filterMock).not.toHaveBeenCalled();
    expect(screen.getByText('Keep the bags you love here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See all bags' }));
    await settle();
    expect(screen.getByRole('button', { name: 'All bags' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('a heart the server refuses is put back and says why', async () => {
    $user.set(user('ACTIVE'));
    vi.mocked(saveFavourite).mockRejectedValue(new ApiError('http', 'You can keep up to 200 favourites. Remove one to add another.', 409));
    render(<Collection />);
    await settle();
    fireEvent.click(heart('Bag 1'));
    await settle();
    expect(heart('Bag 1').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('You can keep up to 200 favourites. Remove one to add another.')).toBeTruthy();
  });
});
