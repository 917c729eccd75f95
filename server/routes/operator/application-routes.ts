import { Hono } from 'hono';
import { enums, nullable, optional, string, type } from 'superstruct';
import { applicationJson, findApplicant, findDocument, listApplicationQueue, listApplications, listDocuments, DOCUMENT_LABELS } from '../../applications/application-record';
import { decideApplication } from '../../applications/decide-application';
import type { ServerContext } from '../../context';
import { readJson } from '../../http/read-json';
import { queryChoice } from '../../http/read-query';
import type { OperatorEnv } from '../../http/require-operator';
import { notFound, ok } from '../../http/respond';
import { sendFile } from '../../http/send-file';
import { writeAudit } from '../../operators/audit-record';
import { readUpload } from '../../uploads/store-upload';
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

  app.get(`/applications/:userId${ID}`, async (c) => {
    const userId = idParam(c, 'userId');
    const user = await findApplicant(ctx.db, { userId });
    if (!user) throw notFound('No such member.');
    const applications = await listApplications(ctx.db, userId);
    const documents = await listDocuments(ctx.db, applications.map((a) => a.id));
    return ok(c, {
      userId,
      mobile: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      instagram: user.instagram,
      status: user.status_code,
      aadhaarMasked: user.aadhaar_masked,
      aadhaarVerifiedAt: user.aadhaar_verified_at === null ? null : new Date(user.aadhaar_verified_at).toISOString(),
      applications: applications.map((a) => applicationJson(a, documents)),
    });
  });

  app.post(`/applications/:userId${ID}/decision`, async (c) => {
    const body = await readJson(c, DecisionBody);
    return ok(c, await decideApplication(ctx.db, { userId: idParam(c, 'userId') }, body.decision, c.get('operator'), { reason: body.reason, now: ctx.now() }));
  });

  // Identity documents: to operators only, never cached; each look is in the audit log.
  app.get(`/documents/:documentId${ID}`, async (c) => {
    const doc = await findDocument(ctx.db, idParam(c, 'documentId'));
    if (!doc) throw notFound('No such document.');
    const bytes = await readUpload(ctx.config, doc.path);
    const user = await findApplicant(ctx.db, { userId: doc.user_id });
    await writeAudit(ctx.db, c.get('operator'), ctx.now(), {
      action: 'document.view',
      subjectType: 'application',
      subjectId: doc.application_id,
      summary: `Viewed the ${DOCUMENT_LABELS[doc.kind] ?? doc.kind} of ${user ? `${user.first_name} ${user.last_name}` : `member ${doc.user_id}`}`,
    });
    return sendFile(c, { bytes, type: doc.type }, 'private', `${doc.kind.toLowerCase()}-${doc.application_id}.${doc.type.split('/')[1]}`);
  });

  return app;
}
