import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Picture } from '../../src/api/shapes/picture';

/**
 * The pictures rendered at build time (scripts/render-pictures.ts writes
 * dist/media-manifest.json beside the files it puts in dist/site/media/).
 * The server reads the manifest lazily and hands out the pictures of a bag by
 * its slug and of a newsletter or an event by its slug. Without a build the set
 * is empty and callers fall back (bags to their drawn SVG).
 */
export interface PictureManifest {
  /** Bag slug → its views, front first. */
  bags: Record<string, Picture[]>;
  /** "newsletter/<slug>", "event/<slug>" → the picture. */
  scenes: Record<string, Picture>;
}

export const MANIFEST_FILE = 'media-manifest.json';

const EMPTY: PictureManifest = { bags: {}, scenes: {} };
/** How often a running server looks whether a new build replaced the manifest. */
const RECHECK_MS = 2000;
const loaded = new Map<string, { set: PictureManifest; mtimeMs: number; checkedAt: number }>();

function read(file: string): PictureManifest {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PictureManifest>;
    return { bags: parsed.bags ?? {}, scenes: parsed.scenes ?? {} };
  } catch {
    return EMPTY;
  }
}

/**
 * The manifest under `distDir`; empty when there is none (not built) or it is
 * unreadable. Read once, then re-read only when a new build has replaced it
 * (its files carry new names), checked at most every two seconds.
 */
export function pictureSet(distDir: string, now = Date.now()): PictureManifest {
  const file = join(distDir, MANIFEST_FILE);
  const entry = loaded.get(distDir);
  if (entry && now - entry.checkedAt < RECHECK_MS) return entry.set;
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    // Not built: the empty set.
  }
  if (entry && entry.mtimeMs === mtimeMs) {
    entry.checkedAt = now;
    return entry.set;
  }
  const set = mtimeMs < 0 ? EMPTY : read(file);
  loaded.set(distDir, { set, mtimeMs, checkedAt: now });
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
