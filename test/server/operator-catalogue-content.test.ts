import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, MAX_PRODUCT_PHOTOS } from '../../server/catalogue/manage-catalogue';
import { book, data, member, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { array } from 'superstruct';
import { AcceptResultShape, AdminProductShape, BagOfferShape } from '../../src/api/shapes/operator';
import { EventShape } from '../../src/api/shapes/event';
import { NewsletterShape } from '../../src/api/shapes/newsletter';
import { postJson, type Session, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
let staff: Session;

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
});
afterAll(() => server.close());

// A real 1×1 PNG: its header gives the picture's size.
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
// A real 2×2 JPEG: a bag drop's photos become catalogue photos, which are decoded when kept.
const JPEG = new Uint8Array(
  Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJQBCX//2Q==',
    'base64',
  ),
);
const png = (name = 'front.png', bytes = PNG) => new File([bytes as BlobPart], name, { type: 'image/png' });

const bag = (extra: Record<string, unknown> = {}) => ({
  title: 'Nova Tote',
  brand: 'Studio Kalki',
  category: 'Tote',
  colour: 'Saffron',
  colourHex: '#f4a300',
  size: 'Large',
  occasion: 'Work',
  material: 'Calf Leather',
  retailPrice: 1850,
  description: 'A roomy tote in saffron calf leather.',
  ...extra,
});

function send(method: 'POST' | 'PUT', path: string, product: unknown, photos: File[] = []) {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(product)], { type: 'application/json' }));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return Promise.resolve(server.app.request(`/api/operator${path}`, { method, body: form, headers: { authorization: `Bearer ${staff.accessToken}` } }));
}

/** Bag photos in the document store (the database by default). */
const productFiles = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from stored_files where key like 'products/%'")).rows[0].n;

/** The collection as members see it: the filter/list and count calls, multipart as the client sends them. */
async function collection(filter: Record<string, unknown>) {
  const criteria = () => {
    const form = new FormData();
    form.append('product', new Blob(['{}'], { type: 'application/json' }));
    form.append('filter', new Blob([JSON.stringify({ size: 60, ...filter })], { type: 'application/json' }));
    return form;
  };
  const list = await data(await server.app.request('/api/product/filter/list', { method: 'POST', body: criteria() }));
  const count = await data(await server.app.request('/api/product/count', { method: 'POST', body: criteria() }));
  return { list, count };
}

describe('catalogue', () => {
  it('adds a bag with photos: the collection, its filters and the new brand pick it up at once; photos are public pictures', async () => {
    const created = shaped(await data(await send('POST', '/products', bag(), [png(), png('side.png')])), AdminProductShape);
    expect(created).toMatchObject({
      title: 'Nova Tote',
      brand: 'Studio Kalki',
      style: 'Tote',
      colour: 'Saffron',
      size: 'Large',
      retailPrice: 1850,
      active: true,
      url: 'studio-kalki-nova-tote-saffron',
    });
    expect(created.images).toHaveLength(2);
    expect(created.images[0]).toMatch(/^\/api\/product\/photo\/\d+\/1\.webp$/);

    const brands = await data(await postJson(server.app, '/api/attribute/value/list', {}));
    const kalki = brands.find((v: { value: string }) => v.value === 'Studio Kalki');
    expect(kalki).toMatchObject({ attributeName: 'Brand', productCount: 1 });
    const found = await collection({ attributeValueIds: [kalki.attributeValueId] });
    expect(found.count).toBe(1);
    expect(found.list[0]).toMatchObject({ productId: created.productId, images: created.images, available: true });
    expect(found.list[0].pictures[0]).toMatchObject({ view: 'photo', alt: 'Nova Tote, photo 1', width: 1, height: 1, src: created.images[0] });
    expect((await collection({ search: 'saffron' })).list.map((p: { productId: number }) => p.productId)).toContain(created.productId);

    const photo = await server.app.request(created.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toContain('public');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
  });

  it('checks the form field by field and photos like every upload, leaving no file behind', async () => {
    const before = await productFiles();
    const missing = await send('POST', '/products', { title: ' ', retailPrice: -5, category: 'Backpack', colourHex: 'red' });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(Object.keys(body.errors).sort()).toEqual(['brand', 'category', 'colour', 'colourHex', 'material', 'occasion', 'retailPrice', 'size', 'title']);
    expect(body.errors.category).toBe(CATALOGUE_MESSAGES.style);
    const notImage = await send('POST', '/products', bag(), [png(), new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' })]);
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).message).toBe('Photo 2: use a JPEG, PNG or WebP image.');
    const tooMany = await send(
      'POST',
      '/products',
      bag(),
      Array.from({ length: MAX_PRODUCT_PHOTOS + 1 }, (_, i) => png(`p${i}.png`)),
    );
    expect(tooMany.status).toBe(400);
    expect((await operatorPost(server.app, '/products', bag(), staff.accessToken)).status).toBe(415);
    expect(await productFiles()).toBe(before);
  });

  it('edits a bag (the link stays), adds and removes photos, audited with before and after', async () => {
    const created = await data(await send('POST', '/products', bag({ title: 'Mira Clutch', category: 'CLUTCH', colour: 'Black', colourHex: null })));
    expect(created.colourHex).toBe('#1f1b18');
    const edited = await data(
      await send('PUT', `/products/${created.productId}`, bag({ title: 'Mira Evening Clutch', category: 'CLUTCH', colour: 'Black', retailPrice: 2100 }), [
        png(),
      ]),
    );
    expect(edited).toMatchObject({
      productId: created.productId,
      url: created.url,
      title: 'Mira Evening Clutch',
      retailPrice: 2100,
      photos: [expect.any(Object)],
    });
    const publicView = await data(await server.app.request(`/api/product/url/${created.url}`));
    expect(publicView).toMatchObject({ title: 'Mira Evening Clutch', retailPrice: 2100, images: [`${edited.photos[0].url}/1.webp`] });

    const removed = await data(
      await server.app.request(`/api/operator/products/${created.productId}/photos/${edited.photos[0].photoId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${staff.accessToken}` },
      }),
    );
    expect(removed.photos).toEqual([]);
    expect(removed.images[0]).toMatch(/\.svg$/);
    expect((await server.app.request(edited.photos[0].url)).status).toBe(404);

    const audit = await data(await operatorGet(server.app, `/audit?subjectType=product&subjectId=${created.productId}`, staff.accessToken));
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['product.photo-remove', 'product.edit', 'product.create']);
    expect(audit[1]).toMatchObject({
      before: { title: 'Mira Clutch', retailPrice: 1850 },
      after: { title: 'Mira Evening Clutch', retailPrice: 2100, photos: 1 },
    });
    expect((await send('PUT', '/products/999999', bag())).status).toBe(404);
  });

  it('retires a bag only once nothing is booked on it; it leaves the collection and can be put back', async () => {
    const created = await data(await send('POST', '/products', bag({ title: 'Orla Bucket', category: 'BUCKET' })));
    const me = await member(server, 7610000000);
    const booking = await data(await book(server.app, me, created.productId, server.today, server.today));
    const refused = await operatorPost(server.app, `/products/${created.productId}/retire`, {}, staff.accessToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(CATALOGUE_MESSAGES.stillBooked(1));
    await server.db.query("update bookings set status = 'CANCELLED' where id = $1", [booking.bookingId]);

    const retired = await data(await operatorPost(server.app, `/products/${created.productId}/retire`, {}, staff.accessToken));
    expect(retired.active).toBe(false);
    expect((await server.app.request(`/api/product/${created.productId}`)).status).toBe(404);
    expect((await collection({ search: 'Orla' })).count).toBe(0);
    expect((await operatorPost(server.app, `/products/${created.productId}/retire`, {}, staff.accessToken)).status).toBe(409);
    const list = await data(await operatorGet(server.app, '/products?state=retired&search=orla', staff.accessToken));
    expect(list.products.map((p: { productId: number }) => p.productId)).toEqual([created.productId]);

    await data(await operatorPost(server.app, `/products/${created.productId}/restore`, {}, staff.accessToken));
    expect((await collection({ search: 'Orla' })).count).toBe(1);
    expect((await operatorGet(server.app, '/products?state=gone', staff.accessToken)).status).toBe(400);
  });
});

describe('bag drops', () => {
  function offer(who: Session, photos: File[]) {
    const form = new FormData();
    const details = {
      userId: who.userId,
      brand: 'Lune Paris',
      title: 'Aurelia Satchel',
      colour: 'Navy',
      condition: 'EXCELLENT',
      purchaseYear: 2023,
      description: 'Carried twice.',
    };
    form.append('bagdrop', new Blob([JSON.stringify(details)], { type: 'application/json' }));
    for (const photo of photos) form.append('files', photo, photo.name);
    return Promise.resolve(server.app.request('/api/bagdrop/save', { method: 'POST', body: form, headers: { authorization: `Bearer ${who.accessToken}` } }));
  }

  it('lists offers with their photos (private to operators); accepting one adds it to the collection with the photos kept, and the member is told', async () => {
    const me = await member(server, 7620000000);
    const saved = await data(await offer(me, [png('a.png'), new File([JPEG as BlobPart], 'b.jpg', { type: 'image/jpeg' })]));
    const waiting = shaped(await data(await operatorGet(server.app, '/bagdrops', staff.accessToken)), array(BagOfferShape));
    const mine = waiting.find((d) => d.bagdropId === saved.bagdropId)!;
    expect(mine).toMatchObject({
      status: 'SUBMITTED',
      brand: 'Lune Paris',
      title: 'Aurelia Satchel',
      colour: 'Navy',
      conditionName: 'Excellent: barely used',
      purchaseYear: 2023,
      member: { userId: me.userId },
    });
    expect(mine.photos).toHaveLength(2);
    const photo = await server.app.request(mine.photos[1].url, { headers: { authorization: `Bearer ${staff.accessToken}` } });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect((await server.app.request(mine.photos[1].url, { headers: { authorization: `Bearer ${me.accessToken}` } })).status).toBe(403);

    const keep = [mine.photos[1].photoId];
    const accepted = shaped(
      await data(
        await send('POST', `/bagdrops/${saved.bagdropId}/accept`, {
          ...bag({ title: 'Aurelia Satchel', brand: 'Lune Paris', category: 'SATCHEL', colour: 'Navy', colourHex: null }),
          keepPhotoIds: keep,
        }),
      ),
      AcceptResultShape,
    );
    expect(accepted.bagdrop).toMatchObject({ status: 'ACCEPTED', productId: accepted.product.productId, productUrl: accepted.product.url });
    expect(accepted.product.photos).toHaveLength(1);
    const copied = await server.app.request(accepted.product.photos[0].url);
    expect(new Uint8Array(await copied.arrayBuffer())).toEqual(JPEG);
    expect((await collection({ search: 'Aurelia Satchel Navy' })).list.map((p: { productId: number }) => p.productId)).toContain(accepted.product.productId);
    const told = (await data(await postJson(server.app, '/api/communication/list', { toUserId: me.userId }, me.accessToken)))[0];
    expect(told).toMatchObject({ title: 'Your bag joins the collection', link: `/book-bag/${accepted.product.url}` });
    expect((await send('POST', `/bagdrops/${saved.bagdropId}/accept`, bag())).status).toBe(409);
    expect(
      (await data(await operatorGet(server.app, '/bagdrops?status=ACCEPTED', staff.accessToken))).map((d: { bagdropId: number }) => d.bagdropId),
    ).toContain(saved.bagdropId);
  });

  it('declines an offer only with a reason, which the member reads; unknown photos to keep are refused', async () => {
    const me = await member(server, 7630000000);
    const saved = await data(await offer(me, [png()]));
    expect((await send('POST', `/bagdrops/${saved.bagdropId}/accept`, { ...bag(), keepPhotoIds: [999999] })).status).toBe(400);
    // The offer names no style or size: accepting without them is refused field by field, never defaulted.
    const unstyled = await send('POST', `/bagdrops/${saved.bagdropId}/accept`, bag({ category: '', size: '  ' }));
    expect(unstyled.status).toBe(400);
    expect((await unstyled.json()).errors).toMatchObject({ category: CATALOGUE_MESSAGES.style, size: 'Size is required.' });
    expect((await operatorPost(server.app, `/bagdrops/${saved.bagdropId}/decline`, {}, staff.accessToken)).status).toBe(400);
    const declined = await data(
      await operatorPost(server.app, `/bagdrops/${saved.bagdropId}/decline`, { reason: 'We only take bags bought in the last five years.' }, staff.accessToken),
    );
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'We only take bags bought in the last five years.' });
    const told = (await data(await postJson(server.app, '/api/communication/list', { toUserId: me.userId }, me.accessToken)))[0];
    expect(told.message).toContain('We only take bags bought in the last five years.');
    expect((await operatorPost(server.app, `/bagdrops/${saved.bagdropId}/decline`, { reason: 'again' }, staff.accessToken)).status).toBe(409);
    expect((await operatorGet(server.app, '/bagdrops/999999', staff.accessToken)).status).toBe(404);
  });
});

describe('content', () => {
  it('publishes a newsletter now (members read it at once) or later; checks title, content and the image address', async () => {
    const issue = shaped(
      await data(
        await operatorPost(
          server.app,
          '/newsletters',
          { title: 'Autumn edit', summary: 'Six bags for the season.', content: '<p>Hello <strong>members</strong></p>', imageUrl: '/assets/autumn.jpg' },
          staff.accessToken,
        ),
      ),
      NewsletterShape,
    );
    expect(issue).toMatchObject({ title: 'Autumn edit', publishedAt: server.clock.now().toISOString(), content: '<p>Hello <strong>members</strong></p>' });
    const list = await data(await postJson(server.app, '/api/newsletter/list', {}));
    expect(list[0]).toMatchObject({ newsLetterId: issue.newsLetterId, title: 'Autumn edit', imageUrl: '/assets/autumn.jpg' });

    const later = new Date(server.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await data(
      await operatorPost(server.app, '/newsletters', { title: 'Autumn edit', content: '<p>Soon</p>', publishedAt: later }, staff.accessToken),
    );
    expect((await server.app.request(`/api/newsletter/${scheduled.newsLetterId}`)).status).toBe(404);
    const all = await data(await operatorGet(server.app, '/newsletters', staff.accessToken));
    expect(all[0]).toMatchObject({ newsLetterId: scheduled.newsLetterId, publishedAt: later });

    for (const [body, field] of [
      [{ content: '<p>x</p>' }, 'title'],
      [{ title: 'x' }, 'content'],
      [{ title: 'x', content: 'y', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ title: 'x', content: 'y', publishedAt: 'soon' }, 'publishedAt'],
      [{ title: 'x'.repeat(121), content: 'y' }, 'title'],
    ] as const) {
      const res = await operatorPost(server.app, '/newsletters', body, staff.accessToken);
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).errors)).toContain(field);
    }
  });

  it('publishes an event in the future with its seats; members see it in the list', async () => {
    const startsAt = new Date(server.clock.now().getTime() + 10 * 86_400_000).toISOString();
    const event = shaped(
      await data(
        await operatorPost(
          server.app,
          '/events',
          { title: 'Trunk show', description: 'New arrivals.', startsAt, city: 'Pune', venue: 'Tote Studio', capacity: 30 },
          staff.accessToken,
        ),
      ),
      EventShape,
    );
    expect(event).toMatchObject({ title: 'Trunk show', eventDate: startsAt, city: 'Pune', venue: 'Tote Studio', capacity: 30, seatsLeft: 30 });
    const upcoming = await data(await postJson(server.app, '/api/event/list', { size: 50 }));
    expect(upcoming.map((e: { eventId: number }) => e.eventId)).toContain(event.eventId);
    const past = new Date(server.clock.now().getTime() - 1000).toISOString();
    for (const body of [
      { title: 'x', startsAt: past, city: 'Pune', venue: 'v', capacity: 3 },
      { title: 'x', startsAt, city: 'Pune', venue: 'v', capacity: 0 },
      { startsAt, city: 'Pune', venue: 'v', capacity: 3 },
    ]) {
      expect((await operatorPost(server.app, '/events', body, staff.accessToken)).status).toBe(400);
    }
    expect((await data(await operatorGet(server.app, '/events', staff.accessToken))).map((e: { eventId: number }) => e.eventId)).toContain(event.eventId);
  });
});
