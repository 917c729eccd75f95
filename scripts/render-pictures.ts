// Build step: renders every picture the site shows into dist/site/media/ as
// WebP in a few widths, and writes dist/media-manifest.json, which the server
// reads to hand out bag, newsletter and event pictures (server/pictures/picture-set.ts).
//
// Each file is cached by a hash of its SVG, width and encoder settings in
// ~/.cache/tote-pictures/ (TOTE_PICTURE_CACHE to move it): a build whose
// drawings did not change renders nothing, and a fresh clone on the same
// machine reuses them. A cold run draws about 180 pictures: about 50 s of CPU.
//
// Run by `npm run build` (after rollup); alone: `npx tsx scripts/render-pictures.ts`.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { BAG_HEIGHT, BAG_VIEWS, BAG_WIDTH, bagSvg, grainTileSvg, type BagArtOptions } from '../server/pictures/bag-art';
import { demoBags, MATERIALS } from '../server/catalogue/demo-catalogue';
import { bagPictureAlt } from '../server/pictures/bag-pictures';
import { MANIFEST_FILE, type PictureManifest } from '../server/pictures/picture-set';
import { heroSvg, SCENES } from '../server/pictures/scenes';
import { HERO } from '../site/home/hero-picture';
import type { Picture } from '../src/api/shapes/picture';

const outRoot = process.env.TOTE_OUT_DIR ?? 'dist';
const mediaDir = join(outRoot, 'site', 'media');
const cacheDir = process.env.TOTE_PICTURE_CACHE ?? join(homedir(), '.cache', 'tote-pictures');
/** Cached files no build has used for this long are deleted. */
const CACHE_DAYS = 14;

/** Bag pictures: 4:5, for thumbnails, cards and the booking page. */
const BAG_WIDTHS = [320, 640, 960];
const WEBP = { quality: 74, effort: 4 } as const;
const SETTINGS = `${sharp.versions.sharp}:${JSON.stringify(WEBP)}`;

interface Job {
  svg: string;
  /** Output path under media/, without width and extension: "bags/<slug>/front". */
  name: string;
  widths: number[];
  /** Hero files keep fixed names (the site's code names them); the rest carry a content hash. */
  hashed: boolean;
}

const stats = { rendered: 0, cached: 0, bytes: 0, files: 0 };

async function render(job: Job): Promise<{ url: string; width: number }[]> {
  const key = (width: number) => createHash('sha256').update(`${SETTINGS}\n${width}\n${job.svg}`).digest('hex').slice(0, 24);
  const missing = job.widths.filter((w) => !existsSync(join(cacheDir, `${key(w)}.webp`)));
  if (missing.length > 0) {
    // One rasterisation at the largest width; the smaller files are resized from it.
    const largest = Math.max(...job.widths);
    const master = await sharp(Buffer.from(job.svg), { density: 72 * (largest / svgWidth(job.svg)) })
      .resize(largest)
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const w of missing) {
      // Written under a temporary name and renamed: another build sharing the cache never copies half a file.
      const tmp = join(cacheDir, `${key(w)}.${process.pid}.tmp`);
      await sharp(master.data, { raw: master.info }).resize(w).webp(WEBP).toFile(tmp);
      renameSync(tmp, join(cacheDir, `${key(w)}.webp`));
    }
    stats.rendered++;
  } else {
    stats.cached++;
  }
  return job.widths.map((w) => {
    const cached = join(cacheDir, `${key(w)}.webp`);
    const now = new Date();
    utimesSync(cached, now, now);
    const file = job.hashed ? `${job.name}-${w}.${key(w).slice(0, 10)}.webp` : `${job.name}-${w}.webp`;
    const target = join(mediaDir, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
    stats.files++;
    return { url: `/media/${file}`, width: w };
  });
}

function svgWidth(svg: string): number {
  return Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? BAG_WIDTH);
}

function picture(view: string, alt: string, width: number, height: number, sources: { url: string; width: number }[]): Picture {
  return { view, alt, width, height, src: sources[Math.min(1, sources.length - 1)].url, sources };
}

/** The leather grain of each material, rendered once as a seamless PNG tile. */
export async function grainTiles(): Promise<BagArtOptions> {
  const tiles = new Map<string, string>();
  for (const material of MATERIALS) {
    const svg = grainTileSvg(material, 256);
    if (svg) tiles.set(material, `data:image/png;base64,${(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()).toString('base64')}`);
  }
  return { grain: (material) => tiles.get(material) };
}

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

async function main() {
  const started = Date.now();
  mkdirSync(cacheDir, { recursive: true });
  rmSync(mediaDir, { recursive: true, force: true });
  mkdirSync(mediaDir, { recursive: true });
  sharp.concurrency(1);
  const manifest: PictureManifest = { bags: {}, scenes: {} };
  const tasks: (() => Promise<void>)[] = [];
  const art = await grainTiles();

  for (const bag of demoBags()) {
    const facts = { ...bag, brand: bag.brand };
    manifest.bags[bag.url] = [];
    BAG_VIEWS.forEach((view, i) => {
      tasks.push(async () => {
        const sources = await render({ svg: bagSvg(facts, view, art), name: `bags/${bag.url}/${view}`, widths: BAG_WIDTHS, hashed: true });
        manifest.bags[bag.url][i] = picture(view, bagPictureAlt(bag.title, view), BAG_WIDTHS.at(-1)!, (BAG_WIDTHS.at(-1)! * BAG_HEIGHT) / BAG_WIDTH, sources);
      });
    });
  }
  for (const scene of SCENES) {
    tasks.push(async () => {
      const sources = await render({ svg: scene.svg(art), name: `${scene.key}`, widths: scene.widths, hashed: true });
      manifest.scenes[scene.key] = picture('cover', scene.alt, scene.width, scene.height, sources);
    });
  }
  tasks.push(async () => {
    await render({ svg: heroSvg(art), name: HERO.name, widths: [...HERO.widths], hashed: false });
  });

  await pool(tasks, Math.max(1, Math.min(2, availableParallelism())));
  writeFileSync(join(outRoot, MANIFEST_FILE), JSON.stringify(manifest));
  const stale = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const file of readdirSync(cacheDir)) if (statSync(join(cacheDir, file)).mtimeMs < stale) rmSync(join(cacheDir, file));
  console.log(
    `pictures: ${stats.files} files in ${mediaDir}/ (${stats.rendered} drawn, ${stats.cached} from cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1]?.endsWith('render-pictures.ts')) await main();
