import { act, cleanup, render, screen } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMemberships, userMembership } from '../../../src/api/membership';
import { listOrders, paymentDetails } from '../../../src/api/order';
import { getUser } from '../../../src/api/user';
import { $user } from '../../../src/stores/session';
import { ApplicationForm } from '../../../widgets/membership/application-form';
import { Packages } from '../../../widgets/membership/packages';
import { SLABS, userWith } from './support';
import { samplePaymentDetails } from '../../support/api-samples';

vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn(async () => SLABS), userMembership: vi.fn(async () => null) }));
vi.mock('../../../src/api/order', () => ({ paymentDetails: vi.fn(), listOrders: vi.fn(async () => []), countOrders: vi.fn(async () => 0) }));
vi.mock('../../../src/api/user', () => ({ getUser: vi.fn() }));

afterEach(() => act(() => cleanup()));

// No part is loaded up front here: each test is the first screen that needs its part's code.
describe('parts fetched on demand', () => {
  it('a visitor sees the plans with no loading panel; a PENDING member gets the loading panel while the code of the standing comes, then the standing', async () => {
    vi.mocked(paymentDetails).mockResolvedValue(samplePaymentDetails({ membershipPlanSlabId: 1, amount: 149, tax: 0, totalAmount: 149, currency: 'INR' }));
    vi.mocked(getUser).mockResolvedValue(userWith('PENDING'));
    $user.set(null);
    render(<Packages />);
    expect(screen.queryByText('Loading your membership…')).toBeNull();
    expect(listMemberships).toHaveBeenCalled();
    cleanup();

    $user.set(userWith('PENDING'));
    render(<Packages />);
    expect(screen.getByRole('status').textContent).toBe('Loading your membership…');
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    expect(screen.queryByText('Loading your membership…')).toBeNull();
    expect(listOrders).toHaveBeenCalled();
    expect(userMembership).not.toHaveBeenCalled();
  });

  it('a DRAFT member gets the loading panel, then the application at step 1; a visitor only the login gate', async () => {
    $user.set(null);
    render(<ApplicationForm />);
    expect(screen.getByText('Log in to continue your application')).toBeTruthy();
    expect(screen.queryByText('Loading your application…')).toBeNull();
    cleanup();

    $user.set(userWith('DRAFT'));
    render(<ApplicationForm />);
    expect(screen.getByRole('status').textContent).toBe('Loading your application…');
    expect(await screen.findByText('Step 1 of 4: Details')).toBeTruthy();
    expect(screen.queryByText('Loading your application…')).toBeNull();
  });
});
