import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectBrowser, openPage, type TestPage } from './browser';
import { startServer, type RunningServer } from './server';

export interface SiteUnderTest {
  server(): RunningServer;
  /** A fresh context and page; closed after the test. */
  open(): Promise<TestPage>;
  /**
   * A context and page kept for the whole file (closed after its last test), for tests that each load the site
   * afresh in it: the code and pictures come from its cache, as for a visitor going from page to page.
   */
  openForFile(): Promise<TestPage>;
}

/**
 * One real server per test file (on a copy of the seeded demo data, so tests in
 * other files never see this file's changes) and a connection to the run's one
 * Chromium; a new context per page, so users never share a session.
 */
export function useSiteUnderTest(options: { env?: NodeJS.ProcessEnv; partnerDemo?: boolean } = {}): SiteUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pages: TestPage[] = [];
  const filePages: TestPage[] = [];

  beforeAll(async () => {
    const [s, b] = await Promise.allSettled([startServer(options.env, { partnerDemo: options.partnerDemo }), connectBrowser()]);
    // Keep whichever started, so afterAll stops it even when the other failed.
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await Promise.all(filePages.splice(0).map((p) => p.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  return {
    server: () => {
      if (!server) throw new Error('server not started');
      return server;
    },
    async open() {
      if (!browser || !server) throw new Error('browser or server not started');
      const page = await openPage(browser, server.url);
      pages.push(page);
      return page;
    },
    async openForFile() {
      if (!browser || !server) throw new Error('browser or server not started');
      const page = await openPage(browser, server.url);
      filePages.push(page);
      return page;
    },
  };
}
