import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterShape } from '../../src/api/shapes/newsletter';
import { insertNewsletter } from '../../server/newsletters/newsletter-records';
import { seedNewsletters } from '../../server/seed/seed-newsletters';
import { getAuthed, postJson, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The test clock says 2026-03-02; seed relative to it.
  await seedNewsletters(server.db, server.clock.now());
});
afterAll(() => server.close());

const list = async (body: unknown = {}) => {
  const res = await postJson(server.app, '/api/newsletter/list', body);
  expect(res.status).toBe(200);
  return (await res.json()).data as { newsLetterId: number; title: string; publishedAt: string; content?: string }[];
};

describe('newsletters', () => {
  it('lists the published issues newest first, without bodies, to a visitor', async () => {
    const issues = await list();
    expect(issues.length).toBe(5);
    for (const issue of issues) {
      expect(is(issue, NewsletterShape)).toBe(true);
      expect(issue.content).toBeUndefined();
    }
    const dates = issues.map((i) => Date.parse(i.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(issues[0].title).toBe('Leather care between rentals');
  });

  it('seeding twice adds nothing', async () => {
    await seedNewsletters(server.db, server.clock.now());
    expect((await list()).length).toBe(5);
  });

  it('pages with page (from 0) and size', async () => {
    const first = await list({ page: 0, size: 2 });
    const second = await list({ page: 1, size: 2 });
    expect(first.length).toBe(2);
    expect(second.length).toBe(2);
    expect(second[0].newsLetterId).not.toBe(first[0].newsLetterId);
    expect((await postJson(server.app, '/api/newsletter/list', { size: 500 })).status).toBe(400);
    // An empty body is the first page.
    const res = await server.app.request('/api/newsletter/list', { method: 'POST' });
    expect(res.status).toBe(200);
  });

  it('GET /api/newsletter/{id} returns the issue with its HTML body', async () => {
    const [latest] = await list();
    const res = await getAuthed(server.app, `/api/newsletter/${latest.newsLetterId}`);
    expect(res.status).toBe(200);
    const issue = (await res.json()).data;
    expect(is(issue, NewsletterShape)).toBe(true);
    expect(issue.title).toBe(latest.title);
    expect(issue.content).toContain('<h2>Three habits that make a difference</h2>');
  });

  it('404 for an unknown or future issue, 400 for a non-numeric id', async () => {
    expect((await getAuthed(server.app, '/api/newsletter/999999')).status).toBe(404);
    expect((await getAuthed(server.app, '/api/newsletter/abc')).status).toBe(400);
    await insertNewsletter(server.db, { slug: 'future', title: 'Not yet', content: '<p>Soon</p>', publishedAt: '2030-01-01T00:00:00Z' });
    expect((await list({ size: 50 })).some((i) => i.title === 'Not yet')).toBe(false);
    const id = (await server.db.query<{ id: number }>("select id from newsletters where slug = 'future'")).rows[0].id;
    expect((await getAuthed(server.app, `/api/newsletter/${id}`)).status).toBe(404);
  });
});
