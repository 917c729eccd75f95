import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../site/pages/home-page';
import { listMemberships } from '../../../src/api/membership';
import { listProducts } from '../../../src/api/product-list';
import type { MembershipSlab } from '../../../src/api/shapes/membership';
import type { Product } from '../../../src/api/shapes/product';
import type { UserStatus } from '../../../src/api/shapes/user';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { sampleProduct, sampleSlab, sampleUser, somePictures } from '../../support/api-samples';

vi.mock('../../../src/api/product-list', () => ({ listProducts: vi.fn() }));
vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn() }));

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

const slab = (id: number, name: string, months: number, amount: number, description = ''): MembershipSlab =>
  sampleSlab({ id, membershipPlanName: name, amount, durationInMonths: months, description });

const SLABS = [
  slab(2, 'Classic', 6, 279, 'One bag at a time, each rental up to 7 days.'),
  slab(1, 'Classic', 3, 149, 'One bag at a time, each rental up to 7 days.'),
  slab(3, 'Classic', 12, 499, 'One bag at a time, each rental up to 7 days.'),
  slab(9, 'Couture', 12, 1349),
  slab(10, 'Couture', 3, 399.5),
];

const bag = (n: number): Product =>
  sampleProduct({
    productId: n,
    title: `Bag ${n}`,
    url: `bag-${n}`,
    brand: 'Maison',
    pictures: somePictures(n),
  });

beforeEach(() => {
  $user.set(null);
  $dialog.set(null);
  vi.mocked(listProducts).mockResolvedValue([bag(1), bag(2), bag(3), bag(4)]);
  vi.mocked(listMemberships).mockResolvedValue(SLABS);
});

afterEach(cleanup);

describe('home page', () => {
  it('says what the club is and how it works, in four steps', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Carry a new designer bag, without buying one.');
    const steps = screen.getByRole('heading', { name: 'How it works' }).parentElement!;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Apply', 'Get approved', 'Choose a plan', 'Book, wear, return']);
  });

  it('opens with a hero picture that loads first, in the width the screen needs, its box reserved', () => {
    renderHome();
    const hero = screen.getByRole('img', { name: /^Three designer bags from the collection/ });
    expect(hero.getAttribute('srcset')).toBe('media/home/hero-480.webp 480w, media/home/hero-800.webp 800w, media/home/hero-1200.webp 1200w');
    expect(hero.getAttribute('sizes')).toContain('100vw');
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1200', '960']);
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    // Lazy: the prerendered copy on another route is hidden and never fetched; on the home route the boot script preloads it.
    expect(hero.getAttribute('loading')).toBe('lazy');
  });

  it('shows the plans from /api/membership/list, grouped, shortest term first, in rupees', async () => {
    renderHome();
    const classic = (await screen.findByRole('heading', { name: 'Classic' })).closest('li')!;
    expect(within(classic).getByText('One bag at a time, each rental up to 7 days.')).toBeTruthy();
    const rows = Array.from(classic.querySelectorAll('dl div')).map((row) => row.textContent);
    expect(rows).toEqual(['3 months₹149', '6 months₹279', '12 months₹499']);
    expect(classic.querySelector('.plan-from')?.textContent).toBe('from ₹149');
    const couture = screen.getByRole('heading', { name: 'Couture' }).closest('li')!;
    expect(Array.from(couture.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual(['₹399.50', '₹1,349']);
  });

  it('shows four bags from /api/product/list with their pictures, each linking to its page', async () => {
    vi.mocked(listProducts).mockResolvedValue([bag(1), bag(2), bag(3), bag(4), bag(5)]);
    renderHome();
    const section = (await screen.findByRole('heading', { name: 'From the collection' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('link', { name: /Bag \d/ })).toHaveLength(4));
    expect(listProducts).toHaveBeenCalledWith({ page: 0, size: 4 });
    const first = within(section).getByRole('link', { name: /Bag 1/ });
    expect(first.getAttribute('href')).toBe('/product/bag-1');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/bags/bag-1/front-640.0123456789.webp');
    expect(within(section).getByRole('link', { name: 'See the whole collection' }).getAttribute('href')).toBe('/members-collection');
  });

  it('shows loading shapes while the calls are under way', async () => {
    // Answered at the end: the data layer shares a call in flight with whoever asks next.
    let answer = () => {};
    const pending = new Promise<void>((resolve) => (answer = resolve));
    vi.mocked(listProducts).mockReturnValue(pending.then(() => []));
    vi.mocked(listMemberships).mockReturnValue(pending.then(() => []));
    const { container } = renderHome();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    await act(async () => answer());
  });

  it('leaves the bags and the plans out, without an error, when their calls fail', async () => {
    vi.mocked(listProducts).mockRejectedValue(new Error('offline'));
    vi.mocked(listMemberships).mockRejectedValue(new Error('offline'));
    const { container } = renderHome();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'From the collection' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Membership plans' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it("Apply opens the sign-up dialog, Member's Login the login dialog, and the closing call to action applies too", () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect($dialog.get()).toBe('signup');
    fireEvent.click(screen.getByRole('button', { name: "Member's Login" }));
    expect($dialog.get()).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect($dialog.get()).toBe('signup');
  });

  it.each<[UserStatus, string, string]>([
    ['DRAFT', 'Continue to the collection', '/members-collection'],
    ['PENDING', 'Choose your membership', '/package-details'],
    ['APPROVED', 'Choose your membership', '/package-details'],
    ['ACTIVE', 'Go to my account', '/my-profile'],
    ['EXPIRE', 'Go to my account', '/my-profile'],
  ])('a %s user is shown the way to their next step instead of Apply', (code, label, href) => {
    $user.set(sampleUser({ id: 1, username: '9876543210', firstName: 'Asha', lastName: 'Mehra', status: { code } }));
    renderHome();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Member's Login" })).toBeNull();
    const links = screen.getAllByRole('link', { name: label });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe(href);
  });
});
