import { act, cleanup, render, screen, waitFor } from '../support/testing-library';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { getProductByUrl } from '../../../src/api/product';
import type { Product } from '../../../src/api/shapes/product';
import { writeSession } from '../../../src/storage/session-storage';
import { BookBagPage } from '../../../site/pages/book-bag-page';
import { sampleProduct } from '../../support/api-samples';

vi.mock('../../../src/api/product', () => ({ getProductByUrl: vi.fn(), getProduct: vi.fn() }));

function renderAt(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/book-bag/${slug}`]}>
      <Routes>
        <Route path="book-bag/:title" element={<BookBagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const crumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(getProductByUrl).mockReset();
});
afterEach(() => cleanup());

describe('the booking page names the bag by its real title', () => {
  it('shows a sensible title while loading, then the bag and its maker in the tab and the breadcrumb', async () => {
    let answer!: (bag: Product) => void;
    vi.mocked(getProductByUrl).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('lune-paris-mirela-satchel-burgundy');
    await waitFor(() => expect(document.title).toBe('Book a bag · Tote'));
    expect(crumb().textContent).not.toMatch(/lune paris mirela/i);
    await act(async () => answer(sampleProduct({ title: 'Mirela Satchel', brand: 'Lune Paris', url: 'lune-paris-mirela-satchel-burgundy' })));
    await waitFor(() => expect(document.title).toBe('Mirela Satchel by Lune Paris · Tote'));
    const current = crumb().querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Mirela Satchel');
    expect(getProductByUrl).toHaveBeenCalledWith('lune-paris-mirela-satchel-burgundy');
  });

  it('names the bag at once from the product session when the member came from the collection', async () => {
    writeSession('product', sampleProduct({ title: 'Noor Tote', brand: 'Calloway & Finch', url: 'noor-tote' }));
    vi.mocked(getProductByUrl).mockReturnValue(new Promise(() => {}));
    renderAt('noor-tote');
    await waitFor(() => expect(document.title).toBe('Noor Tote by Calloway & Finch · Tote'));
    expect(crumb().querySelector('[aria-current="page"]')?.textContent).toBe('Noor Tote');
  });

  it('says the bag was not found when the server has no such bag', async () => {
    vi.mocked(getProductByUrl).mockRejectedValue(new ApiError('http', 'This bag is not in the collection.', 404));
    renderAt('gone-bag');
    await waitFor(() => expect(document.title).toBe('Bag not found · Tote'));
    expect(crumb().querySelector('[aria-current="page"]')?.textContent).toBe('Bag not found');
  });
});
