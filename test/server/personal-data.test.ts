import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../server/operators/actor';
import { decideApplication } from '../../server/applications/decide-application';
import { deleteExpiredDocuments } from '../../server/privacy/document-retention';
import { documentsOf } from '../../server/uploads/document-store';
import { applied } from './support/membership-journey';
import { freshNumber, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(7610000000);
const DAY = 24 * 60 * 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function documentsOfUser(userId: number) {
  return (
    await server.db.query<{ path: string; application_id: number }>(
      'select d.path, d.application_id from application_documents d join applications a on a.id = d.application_id where a.user_id = $1',
      [userId],
    )
  ).rows;
}

describe('identity documents past retention', () => {
  it('are deleted from the store N days after the decision; the masked Aadhaar and the check stay; two instances do it once', async () => {
    const store = documentsOf(server);
    const approvedOne = await applied(server.app, server.db, number());
    const declinedOne = await applied(server.app, server.db, number());
    const waiting = await applied(server.app, server.db, number());
    const decidedAt = server.clock.now();
    await decideApplication(server.db, { userId: approvedOne.userId }, 'APPROVED', CLI_ACTOR, { now: decidedAt });
    await decideApplication(server.db, { userId: declinedOne.userId }, 'DECLINED', CLI_ACTOR, { reason: 'Blurred photo', now: decidedAt });
    const files = [...(await documentsOfUser(approvedOne.userId)), ...(await documentsOfUser(declinedOne.userId))];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(await store.get(file.path)).not.toBeNull();

    // Day 29: nothing is due.
    expect(await deleteExpiredDocuments(server.db, store, 30, new Date(decidedAt.getTime() + 29 * DAY))).toBe(0);
    for (const file of files) expect(await store.get(file.path)).not.toBeNull();

    // Day 31, on two instances at once: each application is cleared once.
    const later = new Date(decidedAt.getTime() + 31 * DAY);
    const runs = await Promise.all([deleteExpiredDocuments(server.db, store, 30, later), deleteExpiredDocuments(server.db, store, 30, later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(await store.get(file.path)).toBeNull();
    expect(await documentsOfUser(approvedOne.userId)).toEqual([]);
    expect(await documentsOfUser(declinedOne.userId)).toEqual([]);

    const kept = await server.db.query<{ aadhaar_masked: string | null; aadhaar_check: string; documents_deleted_at: Date | null }>(
      'select aadhaar_masked, aadhaar_check, documents_deleted_at from applications where user_id = $1',
      [approvedOne.userId],
    );
    expect(kept.rows[0].aadhaar_masked).toMatch(/^XXXX XXXX \d{4}$/);
    expect(kept.rows[0].documents_deleted_at).not.toBeNull();
    const user = await server.db.query<{ aadhaar_masked: string | null }>('select aadhaar_masked from users where id = $1', [approvedOne.userId]);
    expect(user.rows[0].aadhaar_masked).toMatch(/^XXXX XXXX \d{4}$/);

    // An application still waiting for a decision keeps its documents.
    const pending = await documentsOfUser(waiting.userId);
    expect(pending.length).toBeGreaterThan(0);
    for (const file of pending) expect(await store.get(file.path)).not.toBeNull();

    const audit = await server.db.query<{ n: number }>("select count(*)::int as n from audit_log where action = 'documents.delete' and subject_id = $1", [
      String(files[0].application_id),
    ]);
    expect(audit.rows[0].n).toBe(1);
  });
});
