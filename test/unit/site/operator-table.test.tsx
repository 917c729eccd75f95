import { cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideApplication, listApplicationQueue } from '../../../src/api/operator';
import type { QueueItem } from '../../../src/api/shapes/operator';
import { ApplicationsPage } from '../../../site/operator/applications-page';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  listApplicationQueue: vi.fn(),
  decideApplication: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(listApplicationQueue).mockReset();
  vi.mocked(decideApplication).mockReset();
});

const item = (userId: number, name: string): QueueItem => ({
  userId,
  applicationId: userId + 1000,
  mobile: `98765${String(userId).padStart(5, '0')}`,
  name,
  status: 'PENDING',
  city: 'Jaipur',
  plan: 'Classic (3 months)',
  submittedAt: '2026-03-02T09:00:00.000Z',
  reason: null,
});

/** The address the table keeps its state in, as the router holds it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function show(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ApplicationsPage />
      <Address />
    </MemoryRouter>,
  );
}
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const lastCall = () => vi.mocked(listApplicationQueue).mock.calls.at(-1)?.[0];

describe('the back office table (applications)', () => {
  it('reads its filters, search and page from the address, and says them in its controls', async () => {
    vi.mocked(listApplicationQueue).mockResolvedValue([item(1, 'Asha Rao')]);
    show('/operator/applications?status=ONHOLD&search=udaipur&page=2&sort=bogus');
    await screen.findByRole('link', { name: 'Asha Rao' });
    // An unknown sort from an edited address is not sent (the server would refuse it).
    expect(lastCall()).toEqual({ status: 'ONHOLD', search: 'udaipur', page: 2, size: 50 });
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('ONHOLD');
    expect((screen.getByRole('searchbox', { name: 'Name, mobile or city' }) as HTMLInputElement).value).toBe('udaipur');
    expect(screen.getByRole('cell', { name: 'Waiting for review' }).textContent).toBe('Waiting for review');
  });

  it('sorts by a heading, both ways, with aria-sort and the focus kept on the heading', async () => {
    vi.mocked(listApplicationQueue).mockResolvedValue([item(1, 'Asha Rao'), item(2, 'Ira Sen')]);
    show('/operator/applications?search=sorting');
    await screen.findByRole('link', { name: 'Ira Sen' });
    const submitted = screen.getByRole('columnheader', { name: /Submitted/ });
    expect(submitted.getAttribute('aria-sort')).toBe('ascending');
    const byName = screen.getByRole('button', { name: /Applicant/ });
    byName.focus();
    fireEvent.click(byName);
    await waitFor(() => expect(lastCall()).toMatchObject({ search: 'sorting', sort: 'name', dir: 'asc', page: 0 }));
    expect(screen.getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(submitted.getAttribute('aria-sort')).toBeNull();
    expect([address().get('sort'), address().get('dir')]).toEqual(['name', 'asc']);
    fireEvent.click(screen.getByRole('button', { name: /Applicant/ }));
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'name', dir: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe('descending');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Applicant/ }));
  });

  it('pages on the server and keeps the focus on the pager, also on the last page', async () => {
    const full = Array.from({ length: 50 }, (_, i) => item(100 + i, `Member ${i}`));
    vi.mocked(listApplicationQueue).mockImplementation(async (q) => (q?.page ? [item(900, 'Last One')] : full));
    show('/operator/applications?search=paging');
    await screen.findByRole('link', { name: 'Member 0' });
    expect(screen.getByText('Applications 1–50.').getAttribute('role')).toBe('status');
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    await screen.findByRole('link', { name: 'Last One' });
    expect(address().get('page')).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastCall()).toMatchObject({ page: 1 });
  });

  it('approves the chosen applications at once and says who is now approved', async () => {
    vi.mocked(listApplicationQueue).mockResolvedValue([item(1, 'Asha Rao'), item(2, 'Ira Sen'), item(3, 'Meera Iyer')]);
    vi.mocked(decideApplication).mockImplementation(async (userId) => ({
      userId,
      mobile: '9876500000',
      name: userId === 1 ? 'Asha Rao' : 'Meera Iyer',
      status: 'APPROVED',
      reason: null,
    }));
    show('/operator/applications?search=bulk');
    await screen.findByRole('link', { name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    expect((screen.getByRole('checkbox', { name: 'Select every application on this page' }) as HTMLInputElement).indeterminate).toBe(true);
    // Each member is told, so it asks first, naming them and quoting what they will read; going back decides nothing.
    const approve = screen.getByRole('button', { name: 'Approve all 2…' });
    approve.focus();
    fireEvent.click(approve);
    let asking = await screen.findByRole('dialog', { name: 'Approve the applications of Asha Rao and Meera Iyer?' });
    expect(asking.textContent).toContain('Each of the 2: A notification “Application approved”');
    fireEvent.click(within(asking).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(approve);
    expect(decideApplication).not.toHaveBeenCalled();
    fireEvent.click(approve);
    asking = await screen.findByRole('dialog', { name: 'Approve the applications of Asha Rao and Meera Iyer?' });
    expect(document.activeElement).toBe(within(asking).getByRole('button', { name: 'Approve all 2' }));
    fireEvent.click(within(asking).getByRole('button', { name: 'Approve all 2' }));
    const done = await screen.findByText('Asha Rao and Meera Iyer are now approved. Each has been notified.');
    expect(vi.mocked(decideApplication).mock.calls.map(([userId, decision]) => [userId, decision])).toEqual([
      [1, 'APPROVED'],
      [3, 'APPROVED'],
    ]);
    expect(document.activeElement).toBe(done);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Chosen applications' })).toBeNull());
  });

  it('puts the chosen applications on hold only after saying what each member will read', async () => {
    vi.mocked(listApplicationQueue).mockResolvedValue([item(1, 'Asha Rao'), item(2, 'Ira Sen')]);
    vi.mocked(decideApplication).mockImplementation(async (userId) => ({ userId, mobile: '9876500000', name: 'Ira Sen', status: 'ONHOLD', reason: 'x' }));
    show('/operator/applications?search=hold');
    await screen.findByRole('link', { name: 'Ira Sen' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ira Sen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Put on hold…' }));
    fireEvent.change(screen.getByLabelText(/What the applicants need to send or fix/), { target: { value: 'A clearer PAN photo, please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put it on hold…' }));
    const asking = await screen.findByRole('dialog', { name: 'Put the applications of Ira Sen on hold?' });
    expect(asking.textContent).toContain('“Application on hold”: we need a little more before we can decide: A clearer PAN photo, please.');
    expect(decideApplication).not.toHaveBeenCalled();
    fireEvent.click(within(asking).getByRole('button', { name: 'Put it on hold' }));
    const done = await screen.findByText('Ira Sen is now on hold. They have been notified.');
    expect(vi.mocked(decideApplication).mock.calls).toEqual([[2, 'ONHOLD', 'A clearer PAN photo, please.']]);
    expect(document.activeElement).toBe(done);
  });
});
