import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductShape } from '../../src/api/shapes/operator';
import { data } from './support/collection-fixtures';
import { operator, shaped } from './support/operator';
import { startTestServer, type Session, type TestServer } from './support/test-server';

let server: TestServer;
let staff: Session;

beforeAll(async () => {
  server = await startTestServer();
  staff = await operator(server, 7960000000);
});
afterAll(() => server.close());

/**
 * A phone's photo: stored sideways (1500×1200 pixels) with EXIF orientation 6 (turn 90° clockwise to show),
 * so it shows as a 1200×1500 portrait, and with the place it was taken in its EXIF.
 */
async function phoneJpeg(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 1500, height: 1200, channels: 3, background: { r: 150, g: 90, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'P1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(bytes);
}

function addBag(title: string, photos: File[]) {
  const form = new FormData();
  const product = { title, brand: 'Studio Kalki', category: 'Tote', colour: 'Saffron', colourHex: '#f4a300', size: 'Large', occasion: 'Work' };
  form.append(
    'product',
    new Blob([JSON.stringify({ ...product, material: 'Calf Leather', retailPrice: 1850, description: 'A roomy tote.' })], { type: 'application/json' }),
  );
  for (const photo of photos) form.append('photos', photo, photo.name);
  return Promise.resolve(
    server.app.request('/api/operator/products', { method: 'POST', body: form, headers: { authorization: `Bearer ${staff.accessToken}` } }),
  );
}

const variants = async (photoId: number) =>
  (await server.db.query<{ width: number }>('select width from product_photo_variants where photo_id = $1 order by width', [photoId])).rows.map((r) => r.width);

describe('an uploaded bag photo in the widths a phone needs', () => {
  let productId: number;
  let photoId: number;

  beforeAll(async () => {
    const created = shaped(
      await data(await addBag('Width Tote', [new File([(await phoneJpeg()) as BlobPart], 'bag.jpg', { type: 'image/jpeg' })])),
      AdminProductShape,
    );
    productId = created.productId;
    photoId = created.photos[0].photoId;
  });

  it('lists each width in the bag answer, upright, and serves each as WebP of that size without EXIF, cached for good', async () => {
    const bag = await data(await server.app.request(`/api/product/${productId}`));
    const widths = [320, 640, 960];
    const sources = widths.map((width) => ({ url: `/api/product/photo/${photoId}/${width}.webp`, width }));
    expect(bag.pictures).toEqual([{ view: 'photo', alt: 'Width Tote, photo 1', width: 960, height: 1200, src: sources[1].url, sources }]);

    for (const { url, width } of sources) {
      const res = await server.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width, height: width * 1.25 });
      expect({ exif: meta.exif, orientation: meta.orientation, icc: meta.icc, xmp: meta.xmp }).toEqual({
        exif: undefined,
        orientation: undefined,
        icc: undefined,
        xmp: undefined,
      });
    }
    expect(await variants(photoId)).toEqual(widths);
    // The upload itself stays as it was (the back office shows it).
    expect((await server.app.request(`/api/product/photo/${photoId}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('stores one copy when two instances ask for a new width at once, and both serve it', async () => {
    await server.db.query('delete from product_photo_variants where photo_id = $1', [photoId]);
    const second = server.secondInstance();
    try {
      const url = `/api/product/photo/${photoId}/640.webp`;
      const [a, b] = await Promise.all([server.app.request(url), second.app.request(url)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const stored = (await server.db.query<{ bytes: Uint8Array }>('select bytes from product_photo_variants where photo_id = $1', [photoId])).rows;
      expect(stored).toHaveLength(1);
      expect(Buffer.from(await a.arrayBuffer())).toEqual(Buffer.from(stored[0].bytes));
      expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(stored[0].bytes));
    } finally {
      await second.close();
    }
  });

  it('answers a width it does not offer, or another name, with a 404 that says what is offered', async () => {
    const odd = await server.app.request(`/api/product/photo/${photoId}/500.webp`);
    expect(odd.status).toBe(404);
    expect((await odd.json()).message).toBe('This photo is offered in the widths 320, 640, 960 px.');
    const named = await server.app.request(`/api/product/photo/${photoId}/large.jpg`);
    expect(named.status).toBe(404);
    expect((await named.json()).message).toMatch(/640\.webp/);
    expect((await server.app.request('/api/product/photo/999999/640.webp')).status).toBe(404);
    expect(await variants(photoId)).not.toContain(500);
  });

  it('offers a small upload at its own width, never enlarged', async () => {
    const small = new Uint8Array(
      await sharp({ create: { width: 400, height: 500, channels: 3, background: '#804020' } })
        .png()
        .toBuffer(),
    );
    const created = shaped(await data(await addBag('Small Tote', [new File([small as BlobPart], 's.png', { type: 'image/png' })])), AdminProductShape);
    const bag = await data(await server.app.request(`/api/product/${created.productId}`));
    expect(bag.pictures[0].sources.map((s: { width: number }) => s.width)).toEqual([320, 400]);
    const res = await server.app.request(bag.pictures[0].sources[1].url);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('serves an older upload that cannot be decoded as it is, kept for a day, never a 5xx', async () => {
    // Stored before uploads were decoded: its header claims 1200×1500, its body is not an image.
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 9, 9]);
    await server.db.query("insert into stored_files (key, content_type, bytes) values ('products/old.jpg', 'image/jpeg', $1)", [Buffer.from(bytes)]);
    const old = (
      await server.db.query<{ id: number }>(
        "insert into product_photos (product_id, path, type, bytes, width, height) values ($1, 'products/old.jpg', 'image/jpeg', 10, 1200, 1500) returning id",
        [productId],
      )
    ).rows[0].id;
    const res = await server.app.request(`/api/product/photo/${old}/640.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(await variants(old)).toEqual([]);
  });

  it('refuses a damaged upload at once with a 400 and keeps nothing of it', async () => {
    const whole = await phoneJpeg();
    const cut = new File([whole.slice(0, Math.floor(whole.length / 2)) as BlobPart], 'cut.jpg', { type: 'image/jpeg' });
    const files = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from stored_files where key like 'products/%'")).rows[0].n;
    const before = await files();
    const res = await addBag('Cut Tote', [cut]);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'Photo 1: this image cannot be read (it may be damaged or cut short). Save it again as JPEG, PNG or WebP and upload it.',
    );
    expect(await files()).toBe(before);
  });
});
