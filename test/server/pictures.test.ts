import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventShape } from '../../src/api/shapes/event';
import { NewsletterShape } from '../../src/api/shapes/newsletter';
import { ProductShape } from '../../src/api/shapes/product';
import type { Picture } from '../../src/api/shapes/picture';
import { demoBags } from '../../server/catalogue/demo-catalogue';
import { bagSvg } from '../../server/pictures/bag-art';
import { MANIFEST_FILE, type PictureManifest } from '../../server/pictures/picture-set';
import { insertNewsletter } from '../../server/newsletters/newsletter-records';
import { seedEvents } from '../../server/seed/seed-events';
import { seedNewsletters } from '../../server/seed/seed-newsletters';
import { data, startCollectionServer } from './support/collection-fixtures';
import { postJson, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
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
  server = await startCollectionServer();
  await seedNewsletters(server.db, server.clock.now());
  await seedEvents(server.db, server.clock.now());
  await insertNewsletter(server.db, { slug: 'own-image', title: 'With its own image', content: '<p>x</p>', imageUrl: 'https://cdn.example/cover.jpg', publishedAt: new Date(server.clock.now().getTime() - 1000).toISOString() });
  // A dist folder as scripts/render-pictures.ts leaves it: a manifest for the first demo bag, one newsletter and one event.
  built = mkdtempSync(join(tmpdir(), 'tote-pictures-'));
  const first = demoBags()[0].url;
  const manifest: PictureManifest = {
    bags: { [first]: ['front', 'angle', 'detail', 'interior'].map((view) => picture(`bags/${first}/${view}`, view)) },
    scenes: { 'newsletter/how-booking-works': picture('newsletter/how-booking-works'), 'event/bengaluru-styling-brunch': picture('event/bengaluru-styling-brunch') },
  };
  writeFileSync(join(built, MANIFEST_FILE), JSON.stringify(manifest));
  notBuilt = mkdtempSync(join(tmpdir(), 'tote-no-pictures-'));
  mkdirSync(join(notBuilt, 'site'));
});
afterAll(async () => {
  await server.close();
  rmSync(built, { recursive: true, force: true });
  rmSync(notBuilt, { recursive: true, force: true });
});

async function products(distDir: string) {
  const app = server.appWith({ distDir });
  return { app, list: await data(await postJson(app, '/api/product/list', { size: 100 })) };
}

describe('bag pictures', () => {
  it('hands out the pictures rendered at build time, in several widths, described by the bag\'s current title', async () => {
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

  it('no two bags of the catalogue are drawn alike, even of one style, colour and material', () => {
    const bags = demoBags();
    const drawings = bags.map((bag) => bagSvg(bag).replace(/<title>.*?<\/title>/, ''));
    expect(new Set(drawings).size).toBe(bags.length);
  });
});

describe('newsletter and event pictures', () => {
  it('the club\'s issues and events carry their drawn cover; an issue published with its own image keeps it', async () => {
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
