import { Hono } from 'hono';
import { type } from 'superstruct';
import { decideApplication } from '../../applications/decide-application';
import { applicantDetail, listApplicationQueue, readApplicationDocument } from '../../applications/review-application';
import type { ServerContext } from '../../context';
import { json, param, query } from '../../http/parse';
import { ApplicationQueueQueryShape, DecisionRequestShape } from '../../../src/api/shapes/requests/operator';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { sendFile } from '../../http/send-file';
import { documentsOf } from '../../uploads/document-store';
import { queryPaging } from './params';
import { csvResponse, type CsvColumn } from '../../http/csv-response';
import { recordExport } from '../../operators/list-export';
import { statusWords } from '../../../src/api/shapes/status-words';
import { indianMobile, indianMoment } from '../../text/csv';

const QueuePaging = queryPaging(50, 200);
const queueStatuses = (status?: 'ALL' | 'PENDING' | 'ONHOLD') => (!status || status === 'ALL' ? ['PENDING', 'ONHOLD'] : [status]);

type QueueItem = Awaited<ReturnType<typeof listApplicationQueue>>[number];
const QUEUE_COLUMNS: CsvColumn<QueueItem>[] = [
  { heading: 'Name', cell: (a) => a.name },
  { heading: 'Mobile (+91)', cell: (a) => indianMobile(a.mobile) },
  { heading: 'City', cell: (a) => a.city },
  { heading: 'Plan', cell: (a) => a.plan },
  { heading: 'Status', cell: (a) => statusWords(a.status) },
  { heading: 'Submitted', cell: (a) => indianMoment(a.submittedAt) },
  { heading: 'Reason on hold', cell: (a) => a.reason },
];
const UserParam = type({ userId: IdParam });
const DocumentParam = type({ documentId: IdParam });

/** Applications: the queue, one applicant with their documents, decisions. */
export function operatorApplicationRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  // A page of the queue (`page`, `size`: the first 50 when absent), still a plain list as before.
  app.get('/applications', query(ApplicationQueueQueryShape), async (c) => {
    const q = c.req.valid('query');
    return ok(c, await listApplicationQueue(ctx.db, queueStatuses(q.status), QueuePaging.of(q), q));
  });

  // The queue as filtered and sorted on screen, every page of it, as a spreadsheet.
  app.get('/applications.csv', query(ApplicationQueueQueryShape), async (c) => {
    const q = c.req.valid('query');
    const filter = { status: q.status, search: q.search, sort: q.sort, dir: q.dir };
    const filename = await recordExport(ctx.db, c.get('operator'), ctx.now(), 'applications', filter);
    return csvResponse(c, filename, QUEUE_COLUMNS, (page) => listApplicationQueue(ctx.db, queueStatuses(q.status), page, q));
  });

  app.get('/applications/:userId{[0-9]+}', param(UserParam), async (c) => ok(c, await applicantDetail(ctx.db, { userId: c.req.valid('param').userId })));

  app.post('/applications/:userId{[0-9]+}/decision', param(UserParam), json(DecisionRequestShape), async (c) => {
    const body = c.req.valid('json');
    return ok(
      c,
      await decideApplication(ctx.db, { userId: c.req.valid('param').userId }, body.decision, c.get('operator'), { reason: body.reason, now: ctx.now() }),
    );
  });

  // Identity documents: to operators only, never cached; each look is in the audit log.
  app.get('/documents/:documentId{[0-9]+}', param(DocumentParam), async (c) => {
    const { doc, bytes } = await readApplicationDocument(ctx.db, documentsOf(ctx), c.get('operator'), c.req.valid('param').documentId, ctx.now());
    return sendFile(c, { bytes, type: doc.type }, 'private', `${doc.kind.toLowerCase()}-${doc.application_id}.${doc.type.split('/')[1]}`);
  });

  return app;
}
