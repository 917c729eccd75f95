import { cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOperatorCounts } from '../../../src/api/operator';
import { $user } from '../../../src/stores/session';
import { OperatorNav } from '../../../site/operator/operator-nav';
import { sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  getOperatorCounts: vi.fn(),
}));

afterEach(() => {
  cleanup();
  $user.set(null);
});

describe('the back office navigation', () => {
  it('names the operator and their role, shows what waits beside each section in words, and folds behind one button', async () => {
    // A count the server leaves out, or a zero, shows nothing (an older server sends none of them).
    vi.mocked(getOperatorCounts).mockResolvedValue({ applicationsWaiting: 3, bagsToShip: 0, bagDropsToReview: 2, reviewsWaiting: 4 });
    $user.set(sampleUser({ firstName: 'Olivia', lastName: 'Operator', roles: ['ROLE_CUSTOMER', 'ROLE_OPERATOR'] }));
    render(
      <MemoryRouter initialEntries={['/operator/fulfilment']}>
        <OperatorNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Applications 3 waiting' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Bag drops 2 to review' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reviews 4 waiting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fulfilment' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/operator/payments');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(screen.getByText('Olivia Operator')).toBeTruthy();
    expect(screen.getByText('Operator')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Menu: Fulfilment' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    // Choosing a section folds the menu again, so the page is what the phone shows.
    fireEvent.click(screen.getByRole('link', { name: /^Members/ }));
    expect(screen.getByRole('button', { name: 'Menu: Members' }).getAttribute('aria-expanded')).toBe('false');
  });
});
