import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's chromium, headless, with everything that phones home or needs a GPU switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
  return { context, page, errors, close: () => context.close() };
}
