import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, setProductActive, setProductAttributes, updateProduct } from '../../server/catalogue/catalogue-admin-record';
import { insertReview, recordReviewDecision, updateReview } from '../../server/reviews/review-record';
import { book, data, member, startCollectionServer } from './support/collection-fixtures';
import type { TestServer } from './support/test-server';

// A sorted page walks its order's index (server/catalogue/walked-page-record.ts) while the first bags it looks
// through fill the page, and asks the list's own statement otherwise (a page of 60 on the 42-bag demo, the last
// short page): so a whole list read in small pages must be the list read at once, whichever way each page went.

let server: TestServer & { today: string };
beforeAll(async () => {
  server = await startCollectionServer();
});
afterAll(() => server.close());

type Bag = { productId: number; title: string; retailPrice: number; available: boolean };

async function list(product: object, filter: object): Promise<Bag[]> {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(product)], { type: 'application/json' }));
  form.append('filter', new Blob([JSON.stringify(filter)], { type: 'application/json' }));
  return data(await server.app.request('/api/product/filter/list', { method: 'POST', body: form }));
}

async function count(product: object, filter: object): Promise<number> {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(product)], { type: 'application/json' }));
  form.append('filter', new Blob([JSON.stringify(filter)], { type: 'application/json' }));
  return data(await server.app.request('/api/product/count', { method: 'POST', body: form }));
}

/** The active bags' ids in an order PostgreSQL sorts directly (ties by id), the reference for the sorted lists. */
async function idsBy(order: string): Promise<number[]> {
  return (await server.db.query<{ id: number }>(`select id from products p where p.active order by ${order}`)).rows.map((r) => r.id);
}

async function valueIds(...values: string[]): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>('select id from attribute_values where value = any($1::text[])', [values]);
  return rows.rows.map((r) => r.id);
}

const ids = (bags: Bag[]) => bags.map((b) => b.productId);

/** Members' approved reviews, the best average first, then the most reviewed (ties newest first): as main sorted them, from the reviews. */
const BY_REVIEWS = `(select avg(r.rating) from reviews r where r.product_id = p.id and r.status = 'APPROVED') desc nulls last,
  (select count(*) from reviews r where r.product_id = p.id and r.status = 'APPROVED') desc, p.created_at desc, p.id desc`;

/** Each sort × availability × values: small pages make the whole list, which follows the sort's rule and the count. */
async function expectPagesMakeTheList(sorts = ['PRICE_LOW', 'PRICE_HIGH', 'TITLE', 'AVAILABLE_FIRST']) {
  const newest = await idsBy('p.created_at desc, p.id desc');
  const reference: Record<string, number[]> = {
    PRICE_LOW: await idsBy('p.retail_price asc, p.id asc'),
    PRICE_HIGH: await idsBy('p.retail_price desc, p.id asc'),
    TITLE: await idsBy('p.title asc, p.id asc'),
    RATING: await idsBy(BY_REVIEWS),
  };
  const blackOrTan = await valueIds('Black', 'Tan');
  for (const sort of sorts)
    for (const product of [{}, { available: true }])
      for (const attributeValueIds of [[], blackOrTan]) {
        const whole = await list(product, { sort, attributeValueIds, size: 60 });
        // Pages small enough that the walk fills the first ones, with the values ticked too.
        const size = attributeValueIds.length > 0 ? 3 : 10;
        const paged: Bag[] = [];
        for (let page = 0, got: Bag[] = []; page === 0 || got.length === size; page++)
          paged.push(...(got = await list(product, { sort, attributeValueIds, page, size })));
        expect(ids(paged), `${sort} ${JSON.stringify(product)} ${attributeValueIds.length} values`).toEqual(ids(whole));
        expect(await count(product, { sort, attributeValueIds })).toBe(whole.length);
        expect(whole.length).toBeGreaterThan(2 * size);
        const shown = new Set(ids(whole));
        if (sort === 'AVAILABLE_FIRST') {
          // The bags free today first, each part newest first.
          const free = new Set(whole.filter((b) => b.available).map((b) => b.productId));
          expect(ids(whole)).toEqual([...newest.filter((id) => shown.has(id) && free.has(id)), ...newest.filter((id) => shown.has(id) && !free.has(id))]);
        } else if (reference[sort]) expect(ids(whole)).toEqual(reference[sort].filter((id) => shown.has(id)));
      }
}

describe('sorted pages of the collection', () => {
  it('page a list as the whole list orders it, ties by id, through a booking, a new bag, a price change and a retired bag', async () => {
    const before = await list({}, { sort: 'PRICE_LOW', size: 60 });
    // Two bags at one price: the tie goes by id in both directions of price.
    const [first, second] = [before[3], before[20]];

    // A booking from today: the bag is out, so it leaves the available bags and goes behind them.
    const holder = await member(server, 7400000000, { plan: 'COUTURE' });
    const booked = (await list({ available: true }, { sort: 'AVAILABLE_FIRST', size: 1 }))[0].productId;
    await data(await book(server.app, holder, booked, server.today, '2026-03-05'));
    expect(ids(await list({ available: true }, { sort: 'PRICE_LOW', size: 60 }))).not.toContain(booked);
    expect((await list({}, { sort: 'AVAILABLE_FIRST', size: 60 })).at(-1)?.productId).toBe(booked);

    // A price change: the second bag now costs what the first costs.
    const [row] = (
      await server.db.query<{ brand: string; description: string; category: string; colour_hex: string }>(
        'select brand, description, category, colour_hex from products where id = $1',
        [second.productId],
      )
    ).rows;
    const fields = { title: second.title, brand: row.brand, description: row.description, category: row.category, colourHex: row.colour_hex };
    await server.db.transaction((tx) => updateProduct(tx, second.productId, { ...fields, retailPrice: first.retailPrice }));

    // A new bag, cheaper than any, with the values the filter ticks.
    const added = await server.db.transaction(async (tx) => {
      const id = await insertProduct(tx, { ...fields, title: 'Aa Newcomer', url: 'aa-newcomer', retailPrice: 1 }, server.clock.now());
      await setProductAttributes(tx, id, { BRAND: row.brand, CATEGORY: 'Tote', COLOUR: 'Black', SIZE: 'Medium', OCCASION: 'Everyday', MATERIAL: 'Leather' });
      return id;
    });

    // A retired bag leaves every list.
    const retired = before[10].productId;
    await server.db.transaction((tx) => setProductActive(tx, retired, false, server.clock.now()));

    const after = ids(await list({}, { sort: 'PRICE_LOW', size: 60 }));
    expect(after[0]).toBe(added);
    expect(after).not.toContain(retired);
    const tied = [first.productId, second.productId].sort((a, b) => a - b);
    expect(after.filter((id) => tied.includes(id))).toEqual(tied);
    expect(ids(await list({}, { sort: 'PRICE_HIGH', size: 60 })).filter((id) => tied.includes(id))).toEqual(tied);
    expect(ids(await list({}, { sort: 'TITLE', size: 1 }))).toEqual([added]);
    await expectPagesMakeTheList();
  });

  it("sort by members' approved reviews as the reviews say, through approvals at once, edits, rejections and deletions", async () => {
    const reviewer = await member(server, 7400000100, { plan: 'COUTURE' });
    const bags = ids(await list({}, { sort: 'NEWEST', size: 8 }));
    let day = 0;
    const review = async (bag: number, rating: number) => {
      day += 1;
      const start = `2025-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`;
      const booking = await server.db.query<{ id: number }>(
        "insert into bookings (product_id, user_id, start_date, return_date, status) values ($1, $2, $3, $3, 'RETURNED') returning id",
        [bag, reviewer.userId, start],
      );
      const id = await server.db.transaction((tx) =>
        insertReview(tx, { bookingId: booking.rows[0].id, userId: reviewer.userId, productId: bag, rating, body: 'Lovely.' }),
      );
      return id!;
    };
    const decide = (id: number, status: 'APPROVED' | 'REJECTED') =>
      server.db.transaction((tx) => recordReviewDecision(tx, id, { status, by: null, at: server.clock.now(), reason: null }));
    // Averages of 5, 4.5 (twice: the most reviewed first, then the newest), 14/3 and 3; a pending and a rejected one count for nothing.
    const ratings: [number, number[]][] = [
      [bags[5], [4, 5]],
      [bags[1], [5, 4]],
      [bags[2], [4, 5, 4, 5]],
      [bags[3], [5, 5, 4]],
      [bags[4], [5]],
      [bags[6], [3]],
    ];
    const approved: number[] = [];
    for (const [bag, each] of ratings) for (const rating of each) approved.push(await review(bag, rating));
    // Two decisions on one bag at once, as two instances would take them: both count.
    await Promise.all(approved.map((id) => decide(id, 'APPROVED')));
    await decide(await review(bags[7], 5), 'REJECTED');
    await review(bags[0], 5);
    // Pages of two: each picks its bags from the walk, so a walk in another order would pick others.
    const first = [0, 1, 2].map((page) => list({}, { sort: 'RATING', size: 2, page }));
    expect(ids((await Promise.all(first)).flat())).toEqual([bags[4], bags[3], bags[2], bags[1], bags[5], bags[6]]);
    await expectPagesMakeTheList(['RATING']);

    // An edit waits for a decision again (its rating leaves the average), a deletion leaves it for good.
    await server.db.transaction((tx) => updateReview(tx, approved.at(-2)!, { rating: 1, body: 'Changed my mind.' }, server.clock.now()));
    await server.db.query('delete from reviews where id = $1', [approved[0]]);
    await expectPagesMakeTheList(['RATING']);
    await decide(approved.at(-2)!, 'APPROVED');
    expect(ids(await list({}, { sort: 'RATING', size: 6 })).at(-1)).toBe(bags[4]);
    await expectPagesMakeTheList(['RATING']);
  });
});
