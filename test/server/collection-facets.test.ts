import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array, is } from 'superstruct';
import { FacetCountShape } from '../../src/api/shapes/catalogue';
import { addDays } from '../../server/catalogue/iso-date';
import { DEMO_BAG_COUNT } from '../../server/catalogue/demo-catalogue';
import { bagIds, book, data, member, startCollectionServer } from './support/collection-fixtures';
import { postJson, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
beforeAll(async () => {
  server = await startCollectionServer();
});
afterAll(() => server.close());

/** The multipart body src/api/product.ts sends. */
function criteria(path: 'filter/list' | 'count' | 'facets', product: unknown, filter: unknown) {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(product)], { type: 'application/json' }));
  form.append('filter', new Blob([JSON.stringify(filter)], { type: 'application/json' }));
  return server.app.request(`/api/product/${path}`, { method: 'POST', body: form });
}

interface Value {
  attributeValueId: number;
  attributeId: number;
  attributeName: string;
  value: string;
}

async function values(): Promise<Value[]> {
  return data(await postJson(server.app, '/api/attribute/value/list', {}));
}

const ids = (products: { productId: number }[]) => products.map((p) => p.productId).sort((a, b) => a - b);

describe('free on my dates', () => {
  it('keeps only bags no booking covers on any of the days; an overdue bag is never free; bad pairs get a 400', async () => {
    const bags = await bagIds(server.db);
    const asha = await member(server, 7300000000, { plan: 'CLASSIC' });
    const from = addDays(server.today, 10);
    // Booked days 10–14 ahead: the member's days 12–20 overlap; days 15–20 do not.
    await data(await book(server.app, asha, bags[3], from, addDays(from, 4)));
    const overlapping = await data(await criteria('filter/list', {}, { freeFrom: addDays(from, 2), freeTo: addDays(from, 10), size: 60 }));
    expect(ids(overlapping)).not.toContain(bags[3]);
    expect(overlapping).toHaveLength(DEMO_BAG_COUNT - 1);
    expect(await data(await criteria('count', {}, { freeFrom: addDays(from, 2), freeTo: addDays(from, 10) }))).toBe(DEMO_BAG_COUNT - 1);
    const after = await data(await criteria('filter/list', {}, { freeFrom: addDays(from, 5), freeTo: addDays(from, 10), size: 60 }));
    expect(ids(after)).toContain(bags[3]);

    // Out since before today and not checked in: no day ahead is known to be free.
    await server.db.query(`update bookings set start_date = $2::date - 6, return_date = $2::date - 1 where product_id = $1`, [bags[3], server.today]);
    const later = await data(await criteria('filter/list', {}, { freeFrom: addDays(server.today, 30), freeTo: addDays(server.today, 32), size: 60 }));
    expect(ids(later)).not.toContain(bags[3]);

    for (const [filter, message] of [
      [{ freeFrom: from }, /both days/],
      [{ freeFrom: from, freeTo: addDays(from, -1) }, /not be before/],
      [{ freeFrom: '2027-02-30', freeTo: '2027-03-02' }, /yyyy-mm-dd/],
    ] as const) {
      const res = await criteria('filter/list', {}, filter);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
  });
});

describe('faceted counts', () => {
  it('counts per value the bags ticking it would give, with the other filters as they are and its own group widening', async () => {
    const all = await values();
    const brand = all.filter((v) => v.attributeName === 'Brand');
    const colour = all.filter((v) => v.attributeName === 'Colour');
    const counts = async (filter: object) => {
      const answer = await data(await criteria('facets', {}, filter));
      expect(is(answer, array(FacetCountShape))).toBe(true);
      return new Map((answer as { attributeValueId: number; productCount: number }[]).map((f) => [f.attributeValueId, f.productCount]));
    };
    const total = async (filter: object) => data(await criteria('count', {}, filter));

    const none = await counts({});
    for (const value of [...brand, ...colour]) expect(none.get(value.attributeValueId) ?? 0).toBe(await total({ attributeValueIds: [value.attributeValueId] }));

    const [first, second] = brand.filter((b) => (none.get(b.attributeValueId) ?? 0) > 0);
    const ticked = await counts({ attributeValueIds: [first.attributeValueId] });
    // Another brand beside the ticked one widens: it counts its own bags, as if ticked alone.
    expect(ticked.get(second.attributeValueId)).toBe(none.get(second.attributeValueId));
    // A colour narrows: it counts the ticked brand's bags of that colour.
    for (const value of colour) {
      expect(ticked.get(value.attributeValueId) ?? 0).toBe(await total({ attributeValueIds: [first.attributeValueId, value.attributeValueId] }));
    }
    // The free-on-dates filter counts too.
    const dated = await counts({ freeFrom: addDays(server.today, 1), freeTo: addDays(server.today, 3) });
    const sum = (m: Map<number, number>) => brand.reduce((n, b) => n + (m.get(b.attributeValueId) ?? 0), 0);
    expect(sum(dated)).toBe(await total({ freeFrom: addDays(server.today, 1), freeTo: addDays(server.today, 3) }));
  });
});
