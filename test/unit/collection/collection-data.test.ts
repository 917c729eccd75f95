import { afterEach, describe, expect, it, vi } from 'vitest';
import { countProducts, filterProducts } from '../../../src/api/product';
import { $collectionProducts } from '../../../widgets/collection/products-store';
import { startCollectionData } from '../../../widgets/collection/collection-data';
import { sampleProduct } from '../../support/api-samples';
import { settle } from '../support/settle';

vi.mock('../../../src/api/product', () => ({ filterProducts: vi.fn(), countProducts: vi.fn() }));
vi.mock('../../../src/api/catalogue', () => ({
  listAttributes: vi.fn(async () => []),
  listAttributeValues: vi.fn(async () => []),
  listPredefinedByType: vi.fn(async () => []),
}));

const bags = [sampleProduct({ productId: 1 }), sampleProduct({ productId: 2 })];
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

describe("the collection's route starter", () => {
  it('preloads the first pictures once the bags arrive, and again when the answer is already in the store (it is handed over inside listen)', async () => {
    vi.mocked(filterProducts).mockResolvedValue(bags);
    vi.mocked(countProducts).mockResolvedValue(bags.length);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const keep = $collectionProducts.listen(() => {});

    startCollectionData();
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));

    // A second start (another bundle's copy, or a return to the route) finds the answer cached.
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    expect(() => startCollectionData()).not.toThrow();
    await settle();
    expect(preloads()).toHaveLength(2);
    expect(errors).toEqual([]);
    keep();
    window.removeEventListener('error', onError);
  });
});
