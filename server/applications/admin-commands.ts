import { writeFileSync } from 'node:fs';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/respond';
import { seedDemoOnce } from '../seed/prepare-database';
import { type DocumentStore, documentsOf } from '../uploads/document-store';
import { normalizeMobile, validateField } from '../../src/validation/rules';
import { type ApplicationDocuments, DOCUMENT_KINDS, listApplicationDocuments, readApplicationDocument } from './application-documents';
import { decideApplication, listPendingApplications, type PendingApplication } from './decide-application';
import { readOperatorToken } from './operator-token';

export const ADMIN_USAGE = `Tote operator commands (uses DATA_DIR / DATABASE_URL / PORT like the server):

  npm run admin -- list-pending                        applications waiting for a decision
  npm run admin -- documents <mobile>                  what an applicant uploaded (and how their Aadhaar is checked)
  npm run admin -- document <mobile> <kind> <file>     save one document to a file, to look at it
                                                       (kind: ${DOCUMENT_KINDS.join(', ')})
  npm run admin -- approve <mobile>                    approve an application: the member may now pay
  npm run admin -- hold <mobile>                       put an application on hold
  npm run admin -- seed-demo                           add the demo club (members, bags, bookings, newsletters, events)

With DATABASE_URL the command opens PostgreSQL itself. On the embedded
database a running server owns the data folder, so the command asks it
(local calls with data/operator-token); with no server it opens the folder.`;

export interface AdminDeps {
  config: ServerConfig;
  /** The server's fetch; tests pass the app's. */
  fetch?: typeof fetch;
  /** Opens the database for direct mode (migrated); the command closes it. */
  openDb: () => Promise<Database>;
  /** The document store on that database (the configured one when absent). */
  documents?: (db: Database) => DocumentStore;
  print: (line: string) => void;
}

type Command =
  | { name: 'list-pending' | 'seed-demo' }
  | { name: 'approve' | 'hold' | 'documents'; mobile: string }
  | { name: 'document'; mobile: string; kind: string; file: string };

function parse(argv: string[]): Command | string {
  const [name, arg, ...rest] = argv;
  if ((name === 'list-pending' || name === 'seed-demo') && argv.length === 1) return { name };
  const needsMobile = ['approve', 'hold', 'documents', 'document'].includes(name);
  if (!needsMobile || arg === undefined) return ADMIN_USAGE;
  const problem = validateField('mobile', arg, {});
  if (problem) return `${problem} (got "${arg}")`;
  const mobile = normalizeMobile(arg);
  if ((name === 'approve' || name === 'hold' || name === 'documents') && argv.length === 2) return { name, mobile };
  if (name === 'document' && rest.length === 2) {
    const kind = rest[0].toUpperCase();
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) return `The kind is one of ${DOCUMENT_KINDS.join(', ')} (got "${rest[0]}").`;
    return { name, mobile, kind, file: rest[1] };
  }
  return ADMIN_USAGE;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Fetched = { document: { bytes: Uint8Array; contentType: string; originalName: string } };

function describe(command: Command, data: unknown): string[] {
  switch (command.name) {
    case 'list-pending': {
      const rows = data as PendingApplication[];
      if (!rows.length) return ['No applications are waiting for a decision.'];
      return rows.map((r) => `${r.mobile}  ${r.status.padEnd(7)}  ${r.name}  ${r.plan ?? '-'}  submitted ${r.submittedAt ?? '-'}`);
    }
    case 'seed-demo':
      return [(data as { seeded: boolean }).seeded ? 'The demo club is in: log in as 9000000001 to 9000000008.' : 'The demo club was already there: nothing to add.'];
    case 'documents': {
      const docs = data as ApplicationDocuments;
      const check = docs.aadhaarCheck === 'MANUAL' ? 'to check by hand against the card below' : 'verified by OTP';
      return [
        `${docs.name} (${docs.mobile}), ${docs.status}. Aadhaar ${docs.aadhaar ?? '-'}: ${check}.`,
        ...docs.documents.map((d) => `  ${d.kind.padEnd(13)}  ${d.type.padEnd(15)}  ${kb(d.bytes).padStart(7)}  ${d.originalName}`),
        `Save one with: npm run admin -- document ${docs.mobile} <kind> <file>`,
      ];
    }
    case 'document': {
      const { document } = data as Fetched;
      writeFileSync(command.file, document.bytes, { mode: 0o600 });
      return [`Saved ${command.kind} of ${command.mobile} (${document.contentType}, ${kb(document.bytes.length)}) to ${command.file}. Delete it when you are done.`];
    }
    default: {
      const result = data as { name: string; mobile: string; status: string };
      return [`${result.name} (${result.mobile}) is now ${result.status}.${result.status === 'APPROVED' ? ' They have been notified and can pay.' : ''}`];
    }
  }
}

/** The operator endpoint (server/routes/operator-routes.ts) a command maps to. */
function endpoint(command: Command): { method: string; path: string; body?: unknown } {
  switch (command.name) {
    case 'list-pending':
      return { method: 'GET', path: '/pending' };
    case 'seed-demo':
      return { method: 'POST', path: '/seed-demo' };
    case 'documents':
      return { method: 'GET', path: `/documents/${command.mobile}` };
    case 'document':
      return { method: 'GET', path: `/documents/${command.mobile}/${command.kind}` };
    default:
      return { method: 'POST', path: `/${command.name}`, body: { mobile: command.mobile } };
  }
}

/** Through the running server; undefined when no server answers (then the database is free to open). */
async function viaServer(command: Command, deps: AdminDeps): Promise<{ ok: boolean; data?: unknown; message?: string } | undefined> {
  // PostgreSQL is shared by design: no server needs asking.
  if (deps.config.databaseUrl) return undefined;
  const token = deps.config.dataDir ? readOperatorToken(deps.config.dataDir) : null;
  if (!token) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(deps.config.host) ? '127.0.0.1' : deps.config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${deps.config.port}/api/operator`;
  const { method, path, body } = endpoint(command);
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${base}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-operator-token': token },
      signal: AbortSignal.timeout(command.name === 'seed-demo' ? 120_000 : 5000),
    });
  } catch {
    return undefined;
  }
  if (command.name === 'document' && response.ok) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { ok: true, data: { document: { bytes, contentType: response.headers.get('content-type') ?? '', originalName: '' } } satisfies Fetched };
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
  return response.ok ? { ok: true, data: answer.data } : { ok: false, message: answer.message ?? `The server answered ${response.status}.` };
}

/** What a command does, on an open database (the operator endpoint runs the same). */
export async function runOperatorCommand(db: Database, documents: DocumentStore, command: Command): Promise<unknown> {
  switch (command.name) {
    case 'list-pending':
      return listPendingApplications(db);
    case 'seed-demo':
      return { seeded: await seedDemoOnce(db) };
    case 'documents':
      return listApplicationDocuments(db, command.mobile);
    case 'document':
      return { document: await readApplicationDocument(db, documents, command.mobile, command.kind) } satisfies Fetched;
    default:
      return decideApplication(db, command.mobile, command.name === 'approve' ? 'APPROVED' : 'ONHOLD', 'operator');
  }
}

async function direct(command: Command, deps: AdminDeps): Promise<unknown> {
  const db = await deps.openDb();
  try {
    return await runOperatorCommand(db, deps.documents?.(db) ?? documentsOf({ db }), command);
  } finally {
    await db.close();
  }
}

/** Runs one operator command; returns the process exit code (0 done, 1 refused, 2 usage). */
export async function runAdmin(argv: string[], deps: AdminDeps): Promise<number> {
  const command = parse(argv);
  if (typeof command === 'string') {
    deps.print(command);
    return 2;
  }
  const served = await viaServer(command, deps);
  if (served) {
    if (!served.ok) {
      deps.print(served.message!);
      return 1;
    }
    for (const line of describe(command, served.data)) deps.print(line);
    return 0;
  }
  try {
    for (const line of describe(command, await direct(command, deps))) deps.print(line);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      deps.print(error.message);
      return 1;
    }
    throw error;
  }
}
