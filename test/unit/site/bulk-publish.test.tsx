import { cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listAllNewsletters } from '../../../src/api/operator';
import { setNewsletterPublished } from '../../../src/api/operator-content';
import type { Newsletter } from '../../../src/api/shapes/newsletter';
import { NewsletterTable } from '../../../site/operator/content-tables';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  listAllNewsletters: vi.fn(),
}));
vi.mock('../../../src/api/operator-content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator-content')>()),
  setNewsletterPublished: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(listAllNewsletters).mockReset();
  vi.mocked(setNewsletterPublished).mockReset();
});

const issue = (newsLetterId: number, title: string, draft: boolean): Newsletter => ({
  newsLetterId,
  title,
  publishedAt: '2026-11-20T06:00:00.000Z',
  unpublishedAt: draft ? '2026-11-21T06:00:00.000Z' : null,
});

describe('publishing several drafts from the Content table', () => {
  it('asks first, saying members will see them, then publishes each chosen draft once; a published one chosen with them is left as it is', async () => {
    const issues = [issue(1, 'Monsoon edit', true), issue(2, 'Wedding season', true), issue(3, 'Diwali gifts', false), issue(4, 'Not chosen', true)];
    vi.mocked(listAllNewsletters).mockImplementation(async () => issues.map((i) => ({ ...i })));
    vi.mocked(setNewsletterPublished).mockImplementation(async (id) => {
      const found = issues.find((i) => i.newsLetterId === id)!;
      found.unpublishedAt = null;
      return found;
    });
    render(
      <MemoryRouter initialEntries={['/operator/content']}>
        <NewsletterTable />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: /^Newsletters/ });
    for (const title of ['Monsoon edit', 'Wedding season', 'Diwali gifts']) fireEvent.click(within(table).getByRole('checkbox', { name: `Select ${title}` }));
    const bar = screen.getByRole('group', { name: 'Chosen newsletters' });
    expect(bar.textContent).toContain('2 drafts chosen, 1 already published');
    fireEvent.click(within(bar).getByRole('button', { name: 'Publish all 2…' }));

    const dialog = screen.getByRole('dialog', { name: 'Publish these 2 newsletters?' });
    expect(dialog.textContent).toContain(
      '“Monsoon edit” and “Wedding season” go live now, each recorded in the audit log. The one already published stays as it is.',
    );
    expect(dialog.textContent).toContain('Every member sees them on the site’s Newsletter page from now on.');
    expect(setNewsletterPublished).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish all 2' }));

    const done = await screen.findByText('“Monsoon edit” and “Wedding season” are published: members see them now.');
    expect(document.activeElement).toBe(done);
    expect(vi.mocked(setNewsletterPublished).mock.calls).toEqual([
      [1, true],
      [2, true],
    ]);
    // The choice is done with; the table shows them published.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Chosen newsletters' })).toBeNull());
    await waitFor(() => expect(within(table).getAllByText('Published')).toHaveLength(3));
  });

  it('names a draft the server refused, with its reason, and publishes the rest; only published ones chosen are refused before asking', async () => {
    const issues = [issue(1, 'Monsoon edit', true), issue(2, 'Gone already', true), issue(3, 'Diwali gifts', false)];
    vi.mocked(listAllNewsletters).mockImplementation(async () => issues.map((i) => ({ ...i })));
    vi.mocked(setNewsletterPublished).mockImplementation(async (id) => {
      if (id === 2) throw new ApiError('http', 'This newsletter does not exist (or was deleted).', 404);
      return { ...issues[0], unpublishedAt: null };
    });
    render(
      <MemoryRouter initialEntries={['/operator/content']}>
        <NewsletterTable />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: /^Newsletters/ });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Diwali gifts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish…' }));
    await screen.findByText('The chosen newsletters are published already: choose drafts to publish.');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Diwali gifts' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Monsoon edit' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Gone already' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish all 2…' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish all 2' }));
    await screen.findByText('“Monsoon edit” is published: members see it now. Not published: “Gone already”: This newsletter does not exist (or was deleted).');
  });
});
