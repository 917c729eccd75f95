import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { makeDemoDataFolder } from './demo-data-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the demo club is already seeded in: each browser file's server starts on a copy. */
    demoDataFolder: string;
    /** ws://… of the one Chromium all browser files connect to (each in contexts of its own). */
    chromiumEndpoint: string;
  }
}

/**
 * Once per run, for every browser test file: the seeded demo data (migrations
 * and seeding of a fresh folder cost each server start about 2 s of CPU) and
 * one Chromium. Each file still gets a server and data of its own (a copy of
 * the folder), and each page a browser context of its own.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'tote-demo-data-'));
  const [seeded, browser] = await Promise.allSettled([
    makeDemoDataFolder(folder),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  ]);
  const teardown = async () => {
    if (browser.status === 'fulfilled') await browser.value.close();
    rmSync(folder, { recursive: true, force: true });
  };
  if (seeded.status === 'rejected' || browser.status === 'rejected') {
    await teardown();
    throw seeded.status === 'rejected' ? seeded.reason : (browser as PromiseRejectedResult).reason;
  }
  project.provide('demoDataFolder', folder);
  project.provide('chromiumEndpoint', browser.value.wsEndpoint());
  return teardown;
}
