import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Picture } from '../../src/api/shapes/picture';

/**
 * The pictures rendered at build time (scripts/render-pictures.ts writes
 * dist/media-manifest.json beside the files it puts in dist/site/media/).
 * The server reads the manifest once, lazily, and hands out the pictures of a
 * bag by its slug and of a newsletter or an event by its slug. Without a build
 * the set is empty and callers fall back (bags to their drawn SVG).
 */
export interface PictureManifest {
  /** Bag slug → its views, front first. */
  bags: Record<string, Picture[]>;
  /** "newsletter/<slug>", "event/<slug>" → the picture. */
  scenes: Record<string, Picture>;
}

export const MANIFEST_FILE = 'media-manifest.json';

const EMPTY: PictureManifest = { bags: {}, scenes: {} };
const loaded = new Map<string, PictureManifest>();

/** The manifest under `distDir`, read once per folder; empty when there is none (not built) or it is unreadable. */
export function pictureSet(distDir: string): PictureManifest {
  let set = loaded.get(distDir);
  if (!set) {
    try {
      const parsed = JSON.parse(readFileSync(join(distDir, MANIFEST_FILE), 'utf8')) as Partial<PictureManifest>;
      set = { bags: parsed.bags ?? {}, scenes: parsed.scenes ?? {} };
    } catch {
      set = EMPTY;
    }
    loaded.set(distDir, set);
  }
  return set;
}

let current = 'dist';

/**
 * The folder whose pictures the API hands out: createApp sets it from the
 * config (TOTE_DIST_DIR). One per process, like the built site it serves.
 */
export function usePictureSet(distDir: string): void {
  current = distDir;
}

export function currentPictureSet(): PictureManifest {
  return pictureSet(current);
}

/** The rendered cover of a newsletter or an event by its slug, if the build drew one. */
export function scenePicture(kind: 'newsletter' | 'event', slug: string): Picture | null {
  return currentPictureSet().scenes[`${kind}/${slug}`] ?? null;
}
