import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'superstruct';
import { array } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttributeShape, AttributeValueShape, PredefinedShape } from '../../src/api/shapes/catalogue';
import { EventShape } from '../../src/api/shapes/event';
import { NewsletterShape } from '../../src/api/shapes/newsletter';
import type { Picture } from '../../src/api/shapes/picture';
import { ProductShape } from '../../src/api/shapes/product';
import { bagSvg } from '../../server/pictures/bag-art';
import { MANIFEST_FILE, pictureSet, type PictureManifest } from '../../server/pictures/picture-set';
import { insertNewsletter } from '../../server/newsletters/newsletter-records';
import { seedEvents } from '../../server/seed/seed-events';
import { seedNewsletters } from '../../server/seed/seed-newsletters';
import { DEMO_BAG_COUNT, demoBags } from '../../server/catalogue/demo-catalogue';
import { bagIds, book, data, member, startCollectionServer } from './support/collection-fixtures';
import { getAuthed, postJson, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
beforeAll(async () => {
  server = await startCollectionServer();
});
afterAll(() => server.close());

/** The multipart body src/api/product.ts sends: `product` and `filter` as application/json parts. */
function criteria(path: 'filter/list' | 'count', product: unknown, filter: unknown, asText = false) {
  const form = new FormData();
  const part = (value: unknown) => (asText ? JSON.stringify(value) : new Blob([JSON.stringify(value)], { type: 'application/json' }));
  form.append('product', part(product));
  form.append('filter', part(filter));
  return server.app.request(`/api/product/${path}`, { method: 'POST', body: form });
}

async function valueId(attribute: string, value: string): Promise<number> {
  const values = await data(await postJson(server.app, '/api/attribute/value/list', {}));
  const attributes = await data(await postJson(server.app, '/api/attribute/list', {}));
  const attributeId = attributes.find((a: { name: string }) => a.name === attribute).attributeId;
  return values.find((v: { attributeId: number; value: string }) => v.attributeId === attributeId && v.value === value).attributeValueId;
}

describe('masters', () => {
  it('lists the predefined SORT, CATEGORY and CONDITION lists by type', async () => {
    const sorts = await data(await postJson(server.app, '/api/predefined/list-by-type', { type: 'SORT' }));
    expect(is(sorts, array(PredefinedShape))).toBe(true);
    expect(sorts.map((s: { code: string }) => s.code)).toEqual(['NEWEST', 'AVAILABLE_FIRST', 'PRICE_LOW', 'PRICE_HIGH', 'TITLE', 'RATING']);
    const categories = await data(await postJson(server.app, '/api/predefined/list-by-type', { type: 'category' }));
    expect(categories.map((s: { name: string }) => s.name)).toEqual(['Tote', 'Clutch', 'Hobo', 'Crossbody', 'Bucket', 'Satchel']);
    expect(await data(await postJson(server.app, '/api/predefined/list-by-type', { type: 'NOPE' }))).toEqual([]);
    expect((await postJson(server.app, '/api/predefined/list-by-type', {})).status).toBe(400);
  });

  it('lists the attribute masters and their values, all or of one attribute', async () => {
    const attributes = await data(await postJson(server.app, '/api/attribute/list', {}));
    expect(is(attributes, array(AttributeShape))).toBe(true);
    expect(attributes.map((a: { name: string }) => a.name)).toEqual(['Brand', 'Style', 'Colour', 'Size', 'Occasion', 'Material']);
    const all = await data(await postJson(server.app, '/api/attribute/value/list', {}));
    expect(is(all, array(AttributeValueShape))).toBe(true);
    const colourId = attributes.find((a: { name: string }) => a.name === 'Colour').attributeId;
    const colours = await data(await postJson(server.app, '/api/attribute/value/list', { attributeId: colourId }));
    expect(colours).toHaveLength(12);
    expect(colours.every((v: { attributeId: number }) => v.attributeId === colourId)).toBe(true);
    expect(colours.map((v: { value: string }) => v.value)).toContain('Burgundy');
    expect((await postJson(server.app, '/api/attribute/value/list', { attributeId: 'x' })).status).toBe(400);
  });
});

describe('products', () => {
  it('seeds at least 40 bags across brands, colours and sizes, each in the ProductShape with four pictures', async () => {
    const list = await data(await postJson(server.app, '/api/product/list', {}));
    expect(list.length).toBe(DEMO_BAG_COUNT);
    expect(list.length).toBeGreaterThanOrEqual(40);
    for (const product of list) expect(is(product, ProductShape), product.title).toBe(true);
    expect(new Set(list.map((p: { brand: string }) => p.brand)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((p: { url: string }) => p.url)).size).toBe(list.length);
    const attr = (name: string) =>
      new Set(list.map((p: { attributes: { attributeName: string; value: string }[] }) => p.attributes.find((a) => a.attributeName === name)?.value));
    expect(attr('Colour').size).toBeGreaterThanOrEqual(10);
    expect(attr('Size').size).toBe(4);
    // Four views of every bag, front first; `images` repeats one URL per view (server/pictures/bag-pictures.ts).
    expect(list[0].pictures.map((p: { view: string }) => p.view)).toEqual(['front', 'angle', 'detail', 'interior']);
    expect(list[0].images).toEqual(list[0].pictures.map((p: { src: string }) => p.src));
    const paged = await data(await postJson(server.app, '/api/product/list', { page: 1, size: 10 }));
    expect(paged.map((p: { productId: number }) => p.productId)).toEqual(list.slice(10, 20).map((p: { productId: number }) => p.productId));
  });

  it('filters by attribute values (OR within an attribute, AND across), counts the same, pages and sorts', async () => {
    const black = await valueId('Colour', 'Black');
    const tan = await valueId('Colour', 'Tan');
    const tote = await valueId('Style', 'Tote');
    const blackOrTan = await data(await criteria('filter/list', {}, { attributeValueIds: [black, tan], size: 60 }));
    expect(blackOrTan.length).toBeGreaterThan(0);
    for (const p of blackOrTan) expect(['Black', 'Tan']).toContain(p.attributes.find((a: { attributeName: string }) => a.attributeName === 'Colour').value);
    expect(await data(await criteria('count', {}, { attributeValueIds: [black, tan] }))).toBe(blackOrTan.length);

    const blackOrTanTotes = await data(await criteria('filter/list', {}, { attributeValueIds: [black, tan, tote], size: 60 }));
    expect(blackOrTanTotes.length).toBeGreaterThan(0);
    expect(blackOrTanTotes.length).toBeLessThan(blackOrTan.length);
    expect(blackOrTanTotes.every((p: { category: string }) => p.category === 'Tote')).toBe(true);

    const byPrice = await data(await criteria('filter/list', {}, { sort: 'PRICE_LOW', size: 60 }));
    const prices = byPrice.map((p: { retailPrice: number }) => p.retailPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page0 = await data(await criteria('filter/list', {}, { sort: 'TITLE', page: 0, size: 5 }, true));
    const page1 = await data(await criteria('filter/list', {}, { sort: 'TITLE', page: 1, size: 5 }, true));
    expect(page0).toHaveLength(5);
    expect(page1[0].title >= page0[4].title).toBe(true);
    expect(await data(await criteria('count', {}, { page: 3, size: 5 }))).toBe(DEMO_BAG_COUNT);
  });

  it('pages the newest bags with ticked values as the whole list orders them, whichever index finds a page', async () => {
    const [black, tan] = [await valueId('Colour', 'Black'), await valueId('Colour', 'Tan')];
    const ids = (bags: { productId: number }[]) => bags.map((p) => p.productId);
    const colourOf = (p: { attributes: { attributeName: string; value: string }[] }) => p.attributes.find((a) => a.attributeName === 'Colour')?.value;
    for (const product of [{}, { available: true }]) {
      const newest = await data(await criteria('filter/list', product, { size: 60 }));
      const expected = ids(newest.filter((p: Parameters<typeof colourOf>[0]) => ['Black', 'Tan'].includes(colourOf(p) ?? '')));
      expect(expected.length).toBeGreaterThan(2);
      // A page the newest bags fill is read by walking them; the last (short or empty) one from the attribute index.
      const paged: number[] = [];
      for (let page = 0, got = []; page === 0 || got.length === 2; page++) {
        got = await data(await criteria('filter/list', product, { attributeValueIds: [black, tan], size: 2, page }));
        paged.push(...ids(got));
      }
      expect(paged).toEqual(expected);
      expect(ids(await data(await criteria('filter/list', product, { attributeValueIds: [tan, black], size: 60 })))).toEqual(expected);
      const some = expected.slice(0, 3);
      expect(ids(await data(await criteria('filter/list', product, { productIds: [...some].reverse(), attributeValueIds: [black, tan] })))).toEqual(some);
    }
  });

  it('matches search words, brand, category and availability of the product part', async () => {
    const clutches = await data(await criteria('filter/list', { category: 'Clutch' }, { size: 60 }));
    expect(clutches.length).toBe(7);
    const brand = clutches[0].brand;
    const byBrand = await data(await criteria('filter/list', { brand: brand.toUpperCase() }, { size: 60 }));
    expect(byBrand.every((p: { brand: string }) => p.brand === brand)).toBe(true);
    const searched = await data(await criteria('filter/list', {}, { search: 'burgundy suede', size: 60 }));
    for (const p of searched)
      expect(`${p.description} ${p.attributes.map((a: { value: string }) => a.value).join(' ')}`.toLowerCase()).toMatch(
        /burgundy[\s\S]*suede|suede[\s\S]*burgundy/,
      );
    expect(await data(await criteria('count', {}, { search: '%' }))).toBe(0);
    expect(await data(await criteria('count', {}, { attributeValueIds: [999999] }))).toBe(0);
  });

  it('reads the criteria however the form is sent: quoted boundary; refuses a file part beside them and a part twice', async () => {
    const expected = await data(await criteria('count', { category: 'Clutch' }, {}));
    const body = (boundary: string, extra = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="product"; filename="blob"\r\nContent-Type: application/json\r\n\r\n{"category":"Clutch"}\r\n${extra}--${boundary}--\r\n`;
    const send = (text: string, type: string) => server.app.request('/api/product/count', { method: 'POST', body: text, headers: { 'content-type': type } });
    expect(await data(await send(body('a b'), 'multipart/form-data; boundary="a b"'))).toBe(expected);
    const photo = '--x\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n';
    // The collection is open to visitors: its form takes no files (multipart uploads only where they belong).
    const withFile = await send(body('x', photo), 'multipart/form-data; boundary=x');
    expect(withFile.status).toBe(400);
    expect((await withFile.json()).code).toBe('INVALID_FORM');
    const twice = '--x\r\nContent-Disposition: form-data; name="product"\r\n\r\n{}\r\n';
    const res = await send(body('x', twice), 'multipart/form-data; boundary=x');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Send exactly one "product" field.');
  });

  it('answers 400 for a bad sort, paging or part, with a message', async () => {
    for (const [filter, field] of [
      [{ sort: 'CHEAPEST' }, 'CHEAPEST'],
      [{ page: -1 }, 'page'],
      [{ size: 0 }, 'size'],
      [{ size: 61 }, 'size'],
      [{ attributeValueIds: ['a'] }, 'attributeValueIds'],
    ] as const) {
      const res = await criteria('filter/list', {}, filter);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect((await res.json()).message).toContain(field);
    }
    const form = new FormData();
    form.append('filter', 'not json');
    expect((await server.app.request('/api/product/count', { method: 'POST', body: form })).status).toBe(400);
    expect((await server.app.request('/api/product/count', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });

  it('gets one bag by id and by url, 404 otherwise', async () => {
    const [first] = await bagIds(server.db);
    const byId = await data(await server.app.request(`/api/product/${first}`));
    expect(is(byId, ProductShape)).toBe(true);
    const byUrl = await data(await server.app.request(`/api/product/url/${byId.url}`));
    expect(byUrl).toEqual(byId);
    expect(byId.waitlisted).toBeUndefined();
    expect((await server.app.request('/api/product/999999')).status).toBe(404);
    const missing = await server.app.request('/api/product/url/no-such-bag');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('This bag is not in the collection.');
  });

  it('shows a booked bag as out, with its booked ranges and next free date, and filters on availability', async () => {
    const ids = await bagIds(server.db);
    const bag = ids[5];
    const asha = await member(server, 7200000000, { plan: 'CLASSIC' });
    await data(await book(server.app, asha, bag, server.today, '2026-03-05'));
    const product = await data(await getAuthed(server.app, `/api/product/${bag}`, asha.accessToken));
    expect(product).toMatchObject({
      available: false,
      nextAvailableDate: '2026-03-06',
      bookedRanges: [{ startDate: server.today, returnDate: '2026-03-05' }],
      waitlisted: false,
      waitingCount: 0,
    });
    const out = await data(await criteria('filter/list', { available: false }, { size: 60 }));
    expect(out.map((p: { productId: number }) => p.productId)).toEqual([bag]);
    expect(await data(await criteria('count', { available: true }, {}))).toBe(DEMO_BAG_COUNT - 1);
    const availableFirst = await data(await criteria('filter/list', {}, { sort: 'AVAILABLE_FIRST', size: 60 }));
    expect(availableFirst.at(-1).productId).toBe(bag);
  });
});

describe('pictures', () => {
  it('draws each view of a bag as a safe, cacheable SVG in its colour', async () => {
    const [first] = await bagIds(server.db);
    const res = await server.app.request(`/api/product/image/${first}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const colour = (await server.db.query<{ colour_hex: string }>('select colour_hex from products where id = $1', [first])).rows[0].colour_hex;
    expect(svg).toContain(`fill="${colour}"`);
    const views = await Promise.all(
      ['front', 'angle', 'detail', 'interior'].map(async (view) => (await server.app.request(`/api/product/image/${first}-${view}.svg`)).text()),
    );
    expect(views[0]).toBe(svg);
    expect(new Set(views).size).toBe(4);
    // No filters either: the drawing must stay cheap for a phone to paint.
    for (const view of views) expect(view).not.toMatch(/<script|\son[a-z]+=|href=|<foreignObject|<filter|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
    expect((await server.app.request(`/api/product/image/${first}-inside.svg`)).status).toBe(404);
    expect((await server.app.request('/api/product/image/999999.svg')).status).toBe(404);
    expect((await server.app.request(`/api/product/image/${first}.png`)).status).toBe(404);
  });

  it('escapes the title inside the picture', async () => {
    const [first] = await bagIds(server.db);
    await server.db.query('update products set title = \'A <script>x</script> & "b"\' where id = $1', [first]);
    const svg = await (await server.app.request(`/api/product/image/${first}.svg`)).text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});

describe('two server instances on one database', () => {
  it('never answer from before a change another instance or any writer made: bookings, waiting lists, bags, attributes', async () => {
    const here = server.app;
    const there = server.appWith({});
    const bag = (await bagIds(server.db))[10];
    const read = async () => ({
      bag: await data(await here.request(`/api/product/${bag}`)),
      available: await data(await criteria('count', { available: true }, {})),
      page: await data(await criteria('filter/list', {}, { sort: 'TITLE', size: 60 })),
      values: await data(await postJson(here, '/api/attribute/value/list', {})),
    });
    const before = await read();
    expect(await read()).toEqual(before);
    expect(before.bag).toMatchObject({ available: true, waitingCount: 0 });

    const holder = await member(server, 7300000000);
    await data(await book(there, holder, bag, server.today, '2026-03-04'));
    const booked = await read();
    expect(booked.bag).toMatchObject({ available: false, bookedRanges: [{ startDate: server.today, returnDate: '2026-03-04' }] });
    expect(booked.available).toBe(before.available - 1);

    const waiter = await member(server, 7300000000);
    await data(await postJson(there, '/api/waiting/save', { productId: bag, userId: waiter.userId }, waiter.accessToken));
    expect((await read()).bag.waitingCount).toBe(1);
    // Member-specific answers stay the member's own.
    expect(await data(await getAuthed(here, `/api/product/${bag}`, waiter.accessToken))).toMatchObject({ waitlisted: true });
    expect(await data(await getAuthed(here, `/api/product/${bag}`, holder.accessToken))).toMatchObject({ waitlisted: false });
    expect((await read()).bag.waitlisted).toBeUndefined();

    // An operator's edit straight in the database, on no instance at all.
    await server.db.query("update products set title = 'Zz Renamed' where id = $1", [bag]);
    await server.db.query("update attribute_values set value = 'Jet' where value = 'Black'");
    const edited = await read();
    expect(edited.bag.title).toBe('Zz Renamed');
    expect(edited.page.at(-1).productId).toBe(bag);
    expect(edited.values.map((v: { value: string }) => v.value)).toContain('Jet');
    const jet = edited.page.find((p: { attributes: { value: string }[] }) => p.attributes.some((a) => a.value === 'Jet'));
    expect(jet).toBeDefined();
    await server.db.query("update attribute_values set value = 'Black' where value = 'Jet'");
  });
});

let built: string;
let notBuilt: string;

const picture = (name: string, view = 'cover'): Picture => ({
  view,
  alt: `drawn ${name}`,
  width: 960,
  height: 1200,
  src: `/media/${name}-640.abc.webp`,
  sources: [320, 640, 960].map((w) => ({ url: `/media/${name}-${w}.abc.webp`, width: w })),
});

beforeAll(async () => {
  await seedNewsletters(server.db, server.clock.now());
  await seedEvents(server.db, server.clock.now());
  await insertNewsletter(server.db, {
    slug: 'own-image',
    title: 'With its own image',
    content: '<p>x</p>',
    imageUrl: 'https://cdn.example/cover.jpg',
    publishedAt: new Date(server.clock.now().getTime() - 1000).toISOString(),
  });
  // A dist folder as scripts/render-pictures.ts leaves it: a manifest for the first demo bag, one newsletter and one event.
  built = mkdtempSync(join(tmpdir(), 'tote-pictures-'));
  const first = demoBags()[0].url;
  const manifest: PictureManifest = {
    bags: { [first]: ['front', 'angle', 'detail', 'interior'].map((view) => picture(`bags/${first}/${view}`, view)) },
    scenes: {
      'newsletter/how-booking-works': picture('newsletter/how-booking-works'),
      'event/bengaluru-styling-brunch': picture('event/bengaluru-styling-brunch'),
    },
  };
  writeFileSync(join(built, MANIFEST_FILE), JSON.stringify(manifest));
  notBuilt = mkdtempSync(join(tmpdir(), 'tote-no-pictures-'));
  mkdirSync(join(notBuilt, 'site'));
});
afterAll(async () => {
  rmSync(built, { recursive: true, force: true });
  rmSync(notBuilt, { recursive: true, force: true });
});

async function products(distDir: string) {
  const app = server.appWith({ distDir });
  return { app, list: await data(await postJson(app, '/api/product/list', { size: 100 })) };
}

describe('pictures from the build', () => {
  it("hands out the pictures rendered at build time, in several widths, described by the bag's current title", async () => {
    const first = demoBags()[0];
    await server.db.query('update products set title = $1 where url = $2', ['Alma Weekender', first.url]);
    const { list } = await products(built);
    const bag = list.find((p: { url: string }) => p.url === first.url);
    expect(is(bag, ProductShape)).toBe(true);
    expect(bag.pictures.map((p: Picture) => p.view)).toEqual(['front', 'angle', 'detail', 'interior']);
    expect(bag.pictures[0]).toEqual({ ...picture(`bags/${first.url}/front`, 'front'), alt: 'Alma Weekender, from the front' });
    expect(bag.images).toEqual(bag.pictures.map((p: Picture) => p.src));
  });

  it('draws a bag the build does not know (added later) as SVG views, served by the API', async () => {
    const { app, list } = await products(notBuilt);
    const bag = list[0];
    expect(bag.pictures).toHaveLength(4);
    for (const [i, view] of ['front', 'angle', 'detail', 'interior'].entries()) {
      const p = bag.pictures[i];
      expect(p).toMatchObject({ view, src: `/api/product/image/${bag.productId}-${view}.svg`, width: 480, height: 600 });
      expect(p.sources).toEqual([{ url: p.src, width: 480 }]);
      const res = await app.request(p.src);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    }
  });

  it('a running server picks up the manifest of a new build (new file names) within seconds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tote-rebuilt-'));
    const write = (name: string, mtime: number) => {
      writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ bags: {}, scenes: { 'event/x': picture(name) } }));
      utimesSync(join(dir, MANIFEST_FILE), mtime, mtime);
    };
    try {
      const t0 = 1_000_000;
      expect(pictureSet(dir, t0)).toEqual({ bags: {}, scenes: {} });
      write('first', 1000);
      expect(pictureSet(dir, t0 + 2500).scenes['event/x'].src).toBe('/media/first-640.abc.webp');
      write('second', 2000);
      expect(pictureSet(dir, t0 + 3000).scenes['event/x'].src).toBe('/media/first-640.abc.webp');
      expect(pictureSet(dir, t0 + 5000).scenes['event/x'].src).toBe('/media/second-640.abc.webp');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no two bags of the catalogue are drawn alike, even of one style, colour and material', () => {
    const bags = demoBags();
    const drawings = bags.map((bag) => bagSvg(bag).replace(/<title>.*?<\/title>/, ''));
    expect(new Set(drawings).size).toBe(bags.length);
  });
});

describe('newsletter and event pictures from the build', () => {
  it("the club's issues and events carry their drawn cover; an issue published with its own image keeps it", async () => {
    const app = server.appWith({ distDir: built });
    const issues = await data(await postJson(app, '/api/newsletter/list', { page: 0, size: 20 }));
    for (const issue of issues) expect(is(issue, NewsletterShape)).toBe(true);
    const howTo = issues.find((i: { title: string }) => i.title === 'How booking works, step by step');
    expect(howTo.picture).toEqual(picture('newsletter/how-booking-works'));
    expect(howTo.imageUrl).toBe(howTo.picture.src);
    const own = issues.find((i: { title: string }) => i.title === 'With its own image');
    expect([own.picture, own.imageUrl]).toEqual([null, 'https://cdn.example/cover.jpg']);
    const detail = await data(await app.request(`/api/newsletter/${howTo.newsLetterId}`));
    expect(detail.picture).toEqual(howTo.picture);

    const events = await data(await postJson(app, '/api/event/list', { page: 0, size: 20 }));
    for (const event of events) expect(is(event, EventShape)).toBe(true);
    const brunch = events.find((e: { title: string }) => e.title === 'Styling brunch');
    expect(brunch.picture).toEqual(picture('event/bengaluru-styling-brunch'));
    expect(events.find((e: { title: string }) => e.title === 'Winter trunk show').picture).toBeNull();
  });
});
