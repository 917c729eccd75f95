// @vitest-environment node
// The one request contract: every body, query string and form part the server reads is checked with a
// shape exported from src/api/shapes/requests/, the same shapes the client's request types are inferred
// from. Walks the application's own route table, so a new route with a hand-written validator fails here.
import { readdirSync } from 'node:fs';
import { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { ServerContext } from '../../../server/context';
import { requestCheckOf, type RequestCheck } from '../../../server/http/request-checks';

const REQUESTS = 'src/api/shapes/requests';
const contract = new Set<unknown>();
for (const file of readdirSync(REQUESTS).filter((name) => name.endsWith('.ts'))) {
  const exports = (await import(`../../../${REQUESTS}/${file}`)) as Record<string, unknown>;
  for (const value of Object.values(exports)) if (value instanceof Struct) contract.add(value);
}

// Building the routes touches neither the database nor the seams; no request is made.
const app = createApp({ db: {} as ServerContext['db'], config: testConfig(), sms: {} as ServerContext['sms'], now: () => new Date() });
const checked = app.routes.flatMap((route) => {
  const check = requestCheckOf(route.handler);
  return check ? [{ route: `${route.method} ${route.path}`, check }] : [];
});

/** What a check reads that is not a shape of the contract (path parameters are the server's own). */
function outsideContract(check: RequestCheck): string[] {
  if (check.target === 'param') return [];
  if (check.target !== 'form') return contract.has(check.shape) ? [] : [check.target];
  return Object.entries(check.parts).flatMap(([part, read]) => (read && ('files' in read || contract.has(read.shape)) ? [] : [`form part ${part}`]));
}

describe('the request contract', () => {
  it('finds the validators in the route table', () => {
    expect(checked.filter((c) => c.check.target === 'json').length).toBeGreaterThan(40);
    expect(checked.filter((c) => c.check.target === 'query').length).toBeGreaterThan(5);
    expect(checked.filter((c) => c.check.target === 'form').length).toBeGreaterThan(5);
  });

  it('checks every body, query and form part with a shape from src/api/shapes/requests', () => {
    const strays = checked.flatMap(({ route, check }) => outsideContract(check).map((what) => `${route}: ${what}`));
    expect(strays).toEqual([]);
  });

  it('reads the body of every POST and PUT through a validator', () => {
    const writes = new Map<string, boolean>();
    for (const route of app.routes) {
      if (route.method !== 'POST' && route.method !== 'PUT') continue;
      const key = `${route.method} ${route.path}`;
      const target = requestCheckOf(route.handler)?.target;
      writes.set(key, (writes.get(key) ?? false) || target === 'json' || target === 'form');
    }
    expect([...writes].filter(([, read]) => !read).map(([key]) => key)).toEqual([]);
  });
});
