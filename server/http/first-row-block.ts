import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { number, string, type as shaped, unknown } from 'superstruct';
import type { Picture } from '../../src/api/shapes/picture';
import type { Product } from '../../src/api/shapes/product';
import { type ProductCriteria, ProductCriteriaShape, type ProductFilter, ProductFilterShape } from '../../src/api/shapes/requests/product';
import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { filterListAnswer } from '../catalogue/product-list-service';
import { log as processLog } from '../log/logger';
import { currentPictureSet } from '../pictures/picture-set';
import { FilterPaging } from '../routes/product-routes';
import { catalogueCache } from './catalogue-cache';
import { checkShape } from './check-json';

/**
 * What the build says the collection's first request is (scripts/finish-build.mjs writes it from
 * site/prerender.tsx's earlyCollection(), beside media-manifest.json and outside dist/site, so it is never
 * served): the block's id, the request's parts, and how many of the first bags' pictures the boot script
 * preloads. Absent when the site was built against another API origin: the boot script's calls and
 * pictures then go there, and this server is not the one to name them.
 */
export const FIRST_ROW_FILE = 'first-row.json';

const FirstRowFileShape = shaped({ id: string(), parts: shaped({ product: unknown(), filter: unknown() }), pictures: number() });

/**
 * The longest index.html waits for the first row: the page is what everything else waits for, and the row
 * only saves the list's round trip (about 0.3-0.4 s on a phone). A kept answer costs a version read (about
 * 1 ms); a database that is down or slow must not hold the page.
 */
const WAIT_MS = 100;
/** After a fault or a wait that ran out, pages go without the row this long, so an outage does not cost every page WAIT_MS. */
const BACK_OFF_MS = 2000;

interface Spec {
  key: string;
  id: string;
  product: ProductCriteria;
  filter: ProductFilter;
  pictures: number;
}

/** The file's request, checked against the shapes the call's own parser checks it with; null when there is none or it is not one. */
function readSpec(file: string, kept: Spec | null): Spec | null {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return null;
  }
  const key = `${stat.size}:${stat.mtimeMs}`;
  if (kept?.key === key) return kept;
  try {
    const read = checkShape(JSON.parse(readFileSync(file, 'utf8')), FirstRowFileShape);
    if (!/^[a-z][a-z0-9-]*$/.test(read.id)) return null;
    const product = checkShape(read.parts.product ?? {}, ProductCriteriaShape, { part: 'product' });
    const filter = checkShape(read.parts.filter ?? {}, ProductFilterShape, { part: 'filter' });
    return { key, id: read.id, product, filter, pictures: Math.max(0, Math.floor(read.pictures)) };
  } catch {
    return null;
  }
}

/** What the boot script needs to preload a picture as the cards ask for it: no words, nothing about the bag. */
const preloadable = ({ src, width, height, sources }: Picture) => ({ src, width, height, sources });

/**
 * The first row's pictures for index.html, as a data block the boot script reads on the collection route
 * (scripts/lib/boot-script.mjs): `<script type="application/json" id=…>`, never executed, so the page's CSP
 * needs no hash for it. It lets a phone ask for the pictures with the page instead of after the list's
 * answer, a round trip later. Made through the catalogue's own answer to the same request (the catalogue
 * cache, the same key as the call's): per catalogue version, shared with the boot script's call that
 * follows, and the same on every instance for the same catalogue. Resolves within WAIT_MS, to null when
 * there is no row to give (no build file, a fault, a slow database, no pictures): the page then goes as it
 * was built, and the boot script waits for the list's answer as before.
 */
export function firstRowBlock(ctx: ServerContext, distDir: string, waitMs = WAIT_MS): () => Promise<string | null> {
  const file = join(distDir, FIRST_ROW_FILE);
  const log = ctx.log ?? processLog;
  let spec: Spec | null = null;
  let made: { body: string; block: string | null } | null = null;
  let pending: Promise<string | null> | null = null;
  let faultAt = -Infinity;

  const make = async (): Promise<string | null> => {
    spec = readSpec(file, spec);
    if (!spec) return null;
    const { product, filter, pictures, id } = spec;
    const { key, make: answer } = filterListAnswer(ctx.db, product, filter, FilterPaging.of(filter), isoDay(ctx.now()));
    const body = await catalogueCache(ctx).body(key, answer, currentPictureSet());
    if (made?.body !== body) {
      const products = (JSON.parse(body) as { data: Product[] }).data;
      const first = products
        .slice(0, pictures)
        .map((p) => p.pictures?.[0])
        .filter((p): p is Picture => Boolean(p))
        .map(preloadable);
      // As script text: `<` escaped, so no value can close the block.
      made = { body, block: first.length ? `<script type="application/json" id="${id}">${JSON.stringify(first).replace(/</g, '\\u003c')}</script>` : null };
    }
    return made.block;
  };

  return async () => {
    if (Date.now() - faultAt < BACK_OFF_MS) return null;
    if (!pending) {
      const started = make().catch((err: unknown) => {
        faultAt = Date.now();
        log.warn({ err: { message: (err as Error)?.message } }, 'index.html served without its first row');
        return null;
      });
      pending = started;
      void started.finally(() => pending === started && (pending = null));
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        faultAt = Date.now();
        resolve(null);
      }, waitMs);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
