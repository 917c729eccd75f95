import { Hono } from 'hono';
import { enums, nullable, optional, string, type } from 'superstruct';
import { listApplicationQueue } from '../../applications/application-record';
import { applicantDetail, readApplicationDocument } from '../../applications/review-application';
import { decideApplication } from '../../applications/decide-application';
import type { ServerContext } from '../../context';
import { readJson } from '../../http/read-json';
import { queryChoice } from '../../http/read-query';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { sendFile } from '../../http/send-file';
import { documentsOf } from '../../uploads/document-store';
import { ID, idParam } from './params';

const DecisionBody = type({ decision: enums(['APPROVED', 'ONHOLD', 'DECLINED']), reason: optional(nullable(string())) });
const QUEUES = ['ALL', 'PENDING', 'ONHOLD'] as const;

/** Applications: the queue, one applicant with their documents, decisions (issue 13). */
export function operatorApplicationRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/applications', async (c) => {
    const queue = queryChoice(c, 'status', QUEUES, 'ALL');
    return ok(c, await listApplicationQueue(ctx.db, queue === 'ALL' ? ['PENDING', 'ONHOLD'] : [queue]));
  });

  app.get(`/applications/:userId${ID}`, async (c) => ok(c, await applicantDetail(ctx.db, { userId: idParam(c, 'userId') })));

  app.post(`/applications/:userId${ID}/decision`, async (c) => {
    const body = await readJson(c, DecisionBody);
    return ok(c, await decideApplication(ctx.db, { userId: idParam(c, 'userId') }, body.decision, c.get('operator'), { reason: body.reason, now: ctx.now() }));
  });

  // Identity documents: to operators only, never cached; each look is in the audit log.
  app.get(`/documents/:documentId${ID}`, async (c) => {
    const { doc, bytes } = await readApplicationDocument(ctx.db, documentsOf(ctx), c.get('operator'), idParam(c, 'documentId'), ctx.now());
    return sendFile(c, { bytes, type: doc.type }, 'private', `${doc.kind.toLowerCase()}-${doc.application_id}.${doc.type.split('/')[1]}`);
  });

  return app;
}
