import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

/**
 * The run's one Chromium (started by test/browser/support/global-setup.ts), connected
 * to from this test file; closing the connection closes this file's contexts only.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page; a test asserts this stays empty. */
  errors: Error[];
  close(): Promise<void>;
}

/** A fresh context (own sessionStorage, cookies) and page, 1280 px wide. */
export async function openPage(browser: Browser, baseURL: string): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const { page, errors } = await openTab(context);
  return { context, page, errors, close: () => context.close() };
}

/**
 * A new tab in `context`: a session of its own (a member's tokens live in the tab's sessionStorage), while the
 * site's code and pictures come from the context's cache. Closing it closes the tab only.
 */
export async function openTab(context: BrowserContext): Promise<TestPage> {
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
  return { context, page, errors, close: () => page.close() };
}

/** A download's bytes (the shared browser runs in another process, so there is no local path to read). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
