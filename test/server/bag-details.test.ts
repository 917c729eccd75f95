import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import { BAG_DETAIL_MESSAGES } from '../../server/catalogue/bag-details';
import { addDays } from '../../server/catalogue/iso-date';
import { bagIds, book, data, member, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorPost, shaped } from './support/operator';
import { AdminProductShape } from '../../src/api/shapes/operator';
import { BookingShape } from '../../src/api/shapes/booking';
import { ProductShape } from '../../src/api/shapes/product';
import { postJson, type Session, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const product = async (id: number) => shaped(await data(await server.app.request(`/api/product/${id}`)), ProductShape);

function sendBag(method: 'POST' | 'PUT', path: string, bag: unknown) {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(bag)], { type: 'application/json' }));
  return Promise.resolve(server.app.request(`/api/operator${path}`, { method, body: form, headers: { authorization: `Bearer ${staff.accessToken}` } }));
}

const bag = (extra: Record<string, unknown> = {}) => ({
  title: 'Mira Satchel',
  brand: 'Studio Kalki',
  category: 'Satchel',
  colour: 'Saffron',
  size: 'Medium',
  occasion: 'Work',
  material: 'Calf Leather',
  retailPrice: 98000,
  description: 'A structured satchel.',
  ...extra,
});

describe('the bag page facts', () => {
  it('the demo catalogue fills size, strap drop, grade and box for every bag, in the list and on the bag page', async () => {
    const list = shaped(await data(await postJson(server.app, '/api/product/list', { page: 0, size: 60 })), array(ProductShape));
    expect(list.length).toBeGreaterThanOrEqual(42);
    for (const p of list) {
      expect(p.dimensions, p.title).toMatchObject({ widthCm: expect.any(Number), heightCm: expect.any(Number), depthCm: expect.any(Number) });
      expect(['EXCELLENT', 'VERY_GOOD', 'GOOD']).toContain(p.condition?.grade);
      expect(p.inTheBox).toContain('Dust bag');
    }
    const clutch = list.find((p) => p.category === 'Clutch')!;
    expect(clutch.dimensions?.strapDropCm).toBeNull();
    expect(list.find((p) => p.category === 'Crossbody')!.dimensions?.strapDropCm).toBe(55);
  });

  it('the operator sets them on the bag form, bad ones get a 400 naming the field, and the bag page answers them', async () => {
    for (const [extra, field, message] of [
      [{ widthCm: 30 }, 'heightCm', BAG_DETAIL_MESSAGES.size],
      [{ widthCm: 30, heightCm: 20, depthCm: 0 }, 'depthCm', BAG_DETAIL_MESSAGES.size],
      [{ strapDropCm: 400 }, 'strapDropCm', BAG_DETAIL_MESSAGES.strapDrop],
      [{ conditionGrade: 'LIKE_NEW' }, 'conditionGrade', BAG_DETAIL_MESSAGES.grade],
      [{ inTheBox: ['x'.repeat(41)] }, 'inTheBox', BAG_DETAIL_MESSAGES.inTheBox],
    ] as const) {
      const refused = await data(await sendBag('POST', '/products', bag(extra)), 400);
      expect(refused.errors?.[field], JSON.stringify(extra)).toBe(message);
    }

    const created = shaped(
      await data(
        await sendBag(
          'POST',
          '/products',
          bag({ widthCm: 31.04, heightCm: 22, depthCm: 12.5, strapDropCm: 16, conditionGrade: 'Very good', inTheBox: [' Dust bag ', 'Box', 'Box'] }),
        ),
      ),
      AdminProductShape,
    );
    expect(created).toMatchObject({ widthCm: 31, heightCm: 22, depthCm: 12.5, strapDropCm: 16, conditionGrade: 'VERY_GOOD', inTheBox: ['Dust bag', 'Box'] });
    expect(await product(created.productId)).toMatchObject({
      dimensions: { widthCm: 31, heightCm: 22, depthCm: 12.5, strapDropCm: 16 },
      condition: { grade: 'VERY_GOOD', checkedInOn: null, note: null },
      inTheBox: ['Dust bag', 'Box'],
    });

    // Emptied: the bag page leaves the facts out rather than showing blanks.
    const edited = shaped(await data(await sendBag('PUT', `/products/${created.productId}`, bag())), AdminProductShape);
    expect(edited).toMatchObject({ widthCm: null, conditionGrade: null, inTheBox: [] });
    const plain = await product(created.productId);
    expect(plain.dimensions).toBeUndefined();
    expect(plain.condition).toBeUndefined();
    expect(plain.inTheBox).toBeUndefined();
  });

  it("shows the date and note of the bag's latest check-in beside its grade, which the check-in may change; the booking has its check-in time", async () => {
    const id = bags[20];
    expect((await product(id)).condition).toMatchObject({ grade: 'EXCELLENT', checkedInOn: null, note: null });
    const me = await member(server, 7520000000);
    const booking = await data(await book(server.app, me, id, server.today, server.today));
    const checkIn = (body: object) => operatorPost(server.app, `/bookings/${booking.bookingId}/check-in`, body, staff.accessToken);
    expect((await checkIn({ condition: 'GOOD', grade: 'LIKE_NEW' })).status).toBe(400);
    // The operator regrades the bag as it comes back: its page shows the new grade with this check-in.
    expect((await checkIn({ condition: 'GOOD', note: 'Handles conditioned; no marks.', grade: 'GOOD' })).status).toBe(200);
    const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(server.clock.now());
    expect((await product(id)).condition).toEqual({ grade: 'GOOD', checkedInOn: istDay, note: 'Handles conditioned; no marks.' });
    // The member's booking carries the fulfilment times My Account's timeline shows.
    const [mine] = shaped(await data(await postJson(server.app, '/api/booking/list', { userId: me.userId }, me.accessToken)), array(BookingShape));
    expect(mine).toMatchObject({ status: { name: 'RETURNED' }, shippedAt: null, deliveredAt: null, checkedInAt: server.clock.now().toISOString() });
  });

  it('"more like this" offers the four bags sharing most of the style, house, size and colour, best first', async () => {
    const all = shaped(await data(await postJson(server.app, '/api/product/list', { page: 0, size: 100 })), array(ProductShape));
    const weight: Record<string, number> = { Style: 3, Brand: 2, Size: 1, Colour: 1 };
    const values = (p: (typeof all)[number]) =>
      new Set((p.attributes ?? []).filter((a) => a.attributeName in weight).map((a) => `${a.attributeName}:${a.value}`));
    const score = (a: (typeof all)[number], b: (typeof all)[number]) =>
      [...values(a)].filter((v) => values(b).has(v)).reduce((sum, v) => sum + weight[v.split(':')[0]], 0);
    const bag = all.find((p) => p.productId === bags[5])!;
    const similar = shaped(await data(await server.app.request(`/api/product/${bag.productId}/similar`)), array(ProductShape));
    expect(similar).toHaveLength(4);
    expect(similar.map((p) => p.productId)).not.toContain(bag.productId);
    const scores = similar.map((p) =>
      score(
        bag,
        all.find((q) => q.productId === p.productId)!,
      ),
    );
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores[0]).toBeGreaterThanOrEqual(3);
    const others = all.filter((p) => p.productId !== bag.productId && !similar.some((s) => s.productId === p.productId));
    expect(Math.max(...others.map((p) => score(bag, p)))).toBeLessThanOrEqual(scores[3]);
  });

  it("lists a member's bookings of one bag when asked (the bag page), all of them otherwise", async () => {
    const me = await member(server, 7530000000);
    const [a, b] = [bags[22], bags[23]];
    await data(await book(server.app, me, a, server.today, server.today));
    const later = addDays(server.today, 3);
    await data(await book(server.app, me, b, later, later));
    const list = async (extra: object) =>
      shaped(await data(await postJson(server.app, '/api/booking/list', { userId: me.userId, ...extra }, me.accessToken)), array(BookingShape));
    const count = async (extra: object) => data(await postJson(server.app, '/api/booking/count', { userId: me.userId, ...extra }, me.accessToken));
    expect((await list({})).map((x) => x.productId).sort()).toEqual([a, b].sort());
    expect((await list({ productId: b })).map((x) => x.productId)).toEqual([b]);
    expect(await count({ productId: b })).toBe(1);
    expect(await count({})).toBe(2);
  });
});
