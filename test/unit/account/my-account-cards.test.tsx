import { cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listFavourites, mergeFavourites } from '../../../src/api/favourite';
import { cancelPlanChange, choosePlanChange, getAllowance, getHoldReason, getPlanChange } from '../../../src/api/my-account';
import { listMemberships, userMembership } from '../../../src/api/membership';
import { filterProducts } from '../../../src/api/product';
import type { Allowance } from '../../../src/api/shapes/my-account';
import { $user } from '../../../src/stores/session';
import { HoldReason } from '../../../src/ui/hold-reason';
import { AllowanceCard } from '../../../widgets/account/allowance-card';
import { FavouritesCard } from '../../../widgets/account/favourites-card';
import { PlanChangeCard } from '../../../widgets/account/plan-change-card';
import { sampleProduct, sampleSlab, sampleUser, sampleUserMembership } from '../../support/api-samples';

vi.mock('../../../src/api/my-account', () => ({
  getAllowance: vi.fn(),
  getHoldReason: vi.fn(),
  getPlanChange: vi.fn(),
  choosePlanChange: vi.fn(),
  cancelPlanChange: vi.fn(),
}));
vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn(), userMembership: vi.fn() }));
vi.mock('../../../src/api/favourite', () => ({ listFavourites: vi.fn(), mergeFavourites: vi.fn() }));
vi.mock('../../../src/api/favourite-writes', () => ({ saveFavourite: vi.fn(), deleteFavourite: vi.fn() }));
vi.mock('../../../src/api/product', () => ({ filterProducts: vi.fn() }));

const ALLOWANCE: Allowance = {
  planName: 'Signature',
  bagsAtATime: 2,
  maxRentalDays: 14,
  periodStart: '2026-03-01',
  periodEnd: '2026-05-31',
  renewsOn: '2026-06-01',
  withYouNow: 1,
  upcoming: 1,
  bookedThisPeriod: 3,
  leftNow: 1,
};
const absent = () => new ApiError('absent', 'Not Found', 404);
const fact = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

beforeEach(() => {
  $user.set(sampleUser({ id: 42, status: { code: 'ACTIVE' } }));
  vi.mocked(getAllowance).mockReset();
  vi.mocked(getHoldReason).mockReset();
  vi.mocked(listFavourites).mockReset().mockResolvedValue([]);
  vi.mocked(mergeFavourites).mockReset();
  vi.mocked(filterProducts).mockReset();
});
afterEach(() => cleanup());

describe('the allowance card', () => {
  it('says how many bags are out and left, with the period in Indian dates and its renewal', async () => {
    vi.mocked(getAllowance).mockResolvedValue(ALLOWANCE);
    render(<AllowanceCard canBook />);
    const region = await screen.findByRole('region', { name: 'Your allowance' });
    await within(region).findByText('You can have 1 more bag out now.');
    expect(fact(region, 'With you now')).toBe('1 bag');
    expect(fact(region, 'Booked ahead')).toBe('1 booking');
    expect(fact(region, 'Booked this period')).toBe('3 bookings');
    expect(fact(region, 'This period')).toBe('01/03/2026 to 31/05/2026');
    expect(fact(region, 'Renews on')).toBe('01/06/2026');
    expect(fact(region, 'Your Signature plan')).toBe('2 bags at a time, up to 14 days each');
    const meter = region.querySelector('meter');
    expect([meter?.getAttribute('aria-label'), meter?.getAttribute('value'), meter?.getAttribute('max')]).toEqual([
      "Bags out of your plan's allowance",
      '1',
      '2',
    ]);
    expect(within(region).getByRole('link', { name: 'Choose a bag' })).toBeTruthy();
  });

  it('says when every bag is out, and offers no bag to choose', async () => {
    vi.mocked(getAllowance).mockResolvedValue({ ...ALLOWANCE, withYouNow: 2, leftNow: 0 });
    render(<AllowanceCard canBook />);
    expect(await screen.findByText('All 2 bags of your plan are out now: book another for after one comes back.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose a bag' })).toBeNull();
  });

  it('is left out without a current membership, and on a backend without the call', async () => {
    vi.mocked(getAllowance).mockResolvedValueOnce(null);
    const first = render(<AllowanceCard canBook />);
    await waitFor(() => expect(getAllowance).toHaveBeenCalled());
    await waitFor(() => expect(first.container.textContent).toBe(''));
    cleanup();
    vi.mocked(getAllowance).mockRejectedValue(absent());
    $user.set(sampleUser({ id: 43, status: { code: 'ACTIVE' } }));
    const second = render(<AllowanceCard canBook />);
    await waitFor(() => expect(getAllowance).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(second.container.textContent).toBe(''));
  });
});

describe('the favourites card', () => {
  it('shows the newest hearted bags as links to their pages, in the order they were hearted', async () => {
    vi.mocked(listFavourites).mockResolvedValue([5, 9, 2, 7, 1].map((productId) => ({ productId, userId: 42, createdAt: '2026-03-01T10:00:00.000Z' })));
    vi.mocked(filterProducts).mockResolvedValue([
      sampleProduct({ productId: 2, title: 'Birkin 30', url: 'birkin-30' }),
      sampleProduct({ productId: 5, title: 'Lady Dior', url: 'lady-dior' }),
      sampleProduct({ productId: 7, title: 'Jackie 1961', url: 'jackie-1961' }),
      sampleProduct({ productId: 9, title: 'Peekaboo', url: 'peekaboo' }),
    ]);
    render(<FavouritesCard />);
    const region = await screen.findByRole('region', { name: 'Favourites' });
    await within(region).findByText('Lady Dior');
    expect(filterProducts).toHaveBeenCalledWith({}, { productIds: [2, 5, 7, 9], page: 0, size: 4 });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['HermèsLady Dior', 'HermèsPeekaboo', 'HermèsBirkin 30', 'HermèsJackie 1961']);
    expect(links[0].getAttribute('href')).toBe('#/book-bag/lady-dior');
    expect(within(region).getByText("And 1 more: the collection's Favourites view has them all.")).toBeTruthy();
  });

  it('has an empty state that points to the collection', async () => {
    $user.set(sampleUser({ id: 44, status: { code: 'ACTIVE' } }));
    render(<FavouritesCard />);
    const region = await screen.findByRole('region', { name: 'Favourites' });
    expect(await within(region).findByText('No favourites yet. Tap the heart on a bag to keep it here for later.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe('#/members-collection');
  });
});

describe("a hold's reason", () => {
  it("shows the operator's reason, the day, and what to do next", async () => {
    vi.mocked(getHoldReason).mockResolvedValue({ reason: 'Your PAN photo is blurred.', heldAt: '2026-03-04T06:30:00.000Z' });
    render(<HoldReason />);
    expect((await screen.findByText('What we need from you:')).parentElement?.textContent).toBe('What we need from you: Your PAN photo is blurred.');
    expect(screen.getByText(/We put your application on hold on 04\/03\/2026\. Next: send us what is asked at/)).toBeTruthy();
  });

  it("says a running membership's hold in its own words", async () => {
    vi.mocked(getHoldReason).mockResolvedValue({ reason: 'Your last payment was charged back.', heldAt: '2026-03-04T06:30:00.000Z', of: 'membership' });
    render(<HoldReason />);
    expect((await screen.findByText('Why your membership is on hold:')).parentElement?.textContent).toBe(
      'Why your membership is on hold: Your last payment was charged back.',
    );
    expect(screen.getByText(/^We put your membership on hold on 04\/03\/2026\. The bags you have booked stay booked; new bookings wait/)).toBeTruthy();
    expect(screen.queryByText('What we need from you:')).toBeNull();
  });

  it('shows nothing without a reason or without the call', async () => {
    vi.mocked(getHoldReason).mockRejectedValue(absent());
    const { container } = render(<HoldReason />);
    await waitFor(() => expect(getHoldReason).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe('the plan at renewal', () => {
  const CLASSIC = sampleSlab({ id: 1, membershipPlanSlabId: 1, membershipPlanName: 'Classic', durationInMonths: 3, amount: 11999 });
  const COUTURE = sampleSlab({ id: 8, membershipPlanSlabId: 8, membershipPlanName: 'Couture', durationInMonths: 6, amount: 59999 });
  const PENDING = { membershipPlanSlabId: 8, planName: 'Couture', durationInMonths: 6, amount: 59999, effectiveOn: '2026-06-01' };

  beforeEach(() => {
    vi.mocked(listMemberships).mockReset().mockResolvedValue([CLASSIC, COUTURE]);
    vi.mocked(userMembership)
      .mockReset()
      .mockResolvedValue(sampleUserMembership({ membershipPlanSlab: CLASSIC }));
    vi.mocked(getPlanChange).mockReset();
    vi.mocked(choosePlanChange).mockReset();
    vi.mocked(cancelPlanChange).mockReset();
  });

  it('offers the other plans, saves the choice for the renewal with nothing charged, and focuses the result', async () => {
    vi.mocked(getPlanChange).mockResolvedValueOnce(null).mockResolvedValue(PENDING);
    vi.mocked(choosePlanChange).mockResolvedValue(PENDING);
    render(<PlanChangeCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan at renewal' }));
    const couture = await screen.findByRole('radio', { name: 'Couture, 6 months: ₹59,999' });
    // The member's own plan is not offered as a change.
    expect(screen.queryByRole('radio', { name: /Classic/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save plan change' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(couture);
    fireEvent.click(screen.getByRole('button', { name: 'Save plan change' }));
    const saved = await screen.findByText('Your plan change is saved.');
    expect(choosePlanChange).toHaveBeenCalledWith({ membershipPlanSlabId: 8 });
    expect(document.activeElement).toBe(saved);
    const region = screen.getByRole('region', { name: 'Plan at renewal' });
    await waitFor(() =>
      expect(region.textContent).toContain('From 01/06/2026 your membership renews on Couture, 6 months (₹59,999, GST included). Nothing is charged now'),
    );
  });

  it('a pending change can be cancelled: the current plan stays', async () => {
    vi.mocked(getPlanChange).mockResolvedValueOnce(PENDING).mockResolvedValue(null);
    vi.mocked(cancelPlanChange).mockResolvedValue();
    render(<PlanChangeCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my current plan' }));
    const said = await screen.findByText('Your membership renews on the plan you have.');
    expect(cancelPlanChange).toHaveBeenCalled();
    expect(document.activeElement).toBe(said);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep my current plan' })).toBeNull());
  });

  it('a change applied at the renewal is told as done, with nothing left to cancel', async () => {
    vi.mocked(getPlanChange).mockResolvedValue({ ...PENDING, effectiveOn: '2026-06-02', applied: true });
    render(<PlanChangeCard />);
    const region = await screen.findByRole('region', { name: 'Plan at renewal' });
    await waitFor(() => expect(region.textContent).toContain('Your membership renewed on Couture, 6 months from 02/06/2026'));
    expect(region.textContent).not.toContain('Nothing is charged now: you pay');
    expect(screen.queryByRole('button', { name: 'Keep my current plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change plan at renewal' })).toBeTruthy();
  });
});
