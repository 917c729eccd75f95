import { writeFileSync } from 'node:fs';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { DomainError, notFound } from '../domain-error';
import { CLI_ACTOR } from '../operators/actor';
import { changeOperatorRole, type RoleChange } from '../operators/grant-operator';
import { listOperators } from '../operators/operator-record';
import { changeMarketingRole, type MarketingRoleChange } from '../marketing/marketing-service';
import { seedDemoOnce } from '../seed/prepare-database';
import { type DocumentStore, documentsOf } from '../uploads/document-store';
import { normalizeMobile, validateField } from '../../src/validation/rules';
import { type Decision, decideApplication, listPendingApplications, type PendingApplication } from './decide-application';
import { readOperatorToken } from './operator-token';
import { applicantDetail, DOCUMENT_KINDS, findLiveDocument, readApplicationDocument } from './review-application';

export const ADMIN_USAGE = `Tote operator commands (uses DATA_DIR / DATABASE_URL / PORT like the server):

  npm run admin -- list-pending                        applications waiting for a decision
  npm run admin -- documents <mobile>                  what an applicant uploaded (and how their Aadhaar is checked)
  npm run admin -- document <mobile> <kind> <file>     save one document to a file, to look at it
                                                       (kind: ${DOCUMENT_KINDS.join(', ')})
  npm run admin -- approve <mobile> [note]             approve an application: the member may now pay
  npm run admin -- hold <mobile> <reason>              put an application on hold (the member reads the reason)
  npm run admin -- decline <mobile> <reason>           decline it (back to DRAFT: they may apply again)
  npm run admin -- grant-operator <mobile>             make a signed-up user an operator (the back office: #/operator)
  npm run admin -- revoke-operator <mobile>            take the role away again
  npm run admin -- list-operators                      who holds the role
  npm run admin -- grant-marketing <mobile>            let a signed-up user see the marketing pages only (#/operator/partners)
  npm run admin -- revoke-marketing <mobile>           take the marketing role away again
  npm run admin -- seed-demo                           add the demo club (members, bags, bookings, newsletters, events)
  npm run admin -- check-config                        every setting's state, and what would stop the server starting

The back office in the browser (#/operator) does all of this and more. Every
change and every look at a document is written to its audit log (by "npm run
admin"). With DATABASE_URL the command opens PostgreSQL itself. On the
embedded database a running server owns the data folder, so the command asks
it (local calls with data/operator-token); with no server it opens the folder.`;

export interface AdminDeps {
  config: ServerConfig;
  /** The server's fetch; tests pass the app's. */
  fetch?: typeof fetch;
  /** Opens the database for direct mode (migrated); the command closes it. */
  openDb: () => Promise<Database>;
  /** The document store on that database (the configured one when absent). */
  documents?: (db: Database) => DocumentStore;
  print: (line: string) => void;
  now?: () => Date;
}

const DECISIONS = { approve: 'APPROVED', hold: 'ONHOLD', decline: 'DECLINED' } as const satisfies Record<string, Decision>;

type Command =
  | { name: 'list-pending' | 'list-operators' | 'seed-demo' }
  | { name: keyof typeof DECISIONS; mobile: string; reason: string | null }
  | { name: 'grant-operator' | 'revoke-operator' | 'grant-marketing' | 'revoke-marketing' | 'documents'; mobile: string }
  | { name: 'document'; mobile: string; kind: string; file: string };

function parse(argv: string[]): Command | string {
  const [name, arg, ...rest] = argv;
  if ((name === 'list-pending' || name === 'list-operators' || name === 'seed-demo') && argv.length === 1) return { name };
  if (!arg || !(name in DECISIONS || ['grant-operator', 'revoke-operator', 'grant-marketing', 'revoke-marketing', 'documents', 'document'].includes(name)))
    return ADMIN_USAGE;
  const problem = validateField('mobile', arg, {});
  if (problem) return `${problem} (got "${arg}")`;
  const mobile = normalizeMobile(arg);
  if (['grant-operator', 'revoke-operator', 'grant-marketing', 'revoke-marketing', 'documents'].includes(name))
    return rest.length ? ADMIN_USAGE : { name: name as 'documents', mobile };
  if (name === 'document') {
    if (rest.length !== 2) return ADMIN_USAGE;
    const kind = rest[0].toUpperCase();
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) return `The kind is one of ${DOCUMENT_KINDS.join(', ')} (got "${rest[0]}").`;
    return { name, mobile, kind, file: rest[1] };
  }
  return { name: name as keyof typeof DECISIONS, mobile, reason: rest.join(' ').trim() || null };
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Applicant = Awaited<ReturnType<typeof applicantDetail>>;
type Fetched = { document: { bytes: Uint8Array; contentType: string } };

function describe(command: Command, data: unknown): string[] {
  switch (command.name) {
    case 'list-pending': {
      const rows = data as PendingApplication[];
      if (!rows.length) return ['No applications are waiting for a decision.'];
      return rows.map((r) => `${r.mobile}  ${r.status.padEnd(7)}  ${r.name}  ${r.plan ?? '-'}  submitted ${r.submittedAt ?? '-'}`);
    }
    case 'list-operators': {
      const rows = data as { mobile: string; name: string }[];
      return rows.length ? rows.map((r) => `${r.mobile}  ${r.name}`) : ['Nobody holds the operator role yet: npm run admin -- grant-operator <mobile>.'];
    }
    case 'seed-demo':
      return [
        (data as { seeded: boolean }).seeded ? 'The demo club is in: log in as 9000000001 to 9000000008.' : 'The demo club was already there: nothing to add.',
      ];
    case 'grant-operator':
    case 'revoke-operator': {
      const change = data as RoleChange;
      if (!change.changed) return [`${change.name} (${change.mobile}) ${change.operator ? 'already is' : 'is not'} an operator.`];
      return [
        change.operator
          ? `${change.name} (${change.mobile}) is now an operator: they log in on the site as usual and find the back office at #/operator.`
          : `${change.name} (${change.mobile}) is no longer an operator.`,
      ];
    }
    case 'grant-marketing':
    case 'revoke-marketing': {
      const change = data as MarketingRoleChange;
      if (!change.changed) return [`${change.name} (${change.mobile}) ${change.marketing ? 'already has' : 'does not have'} the marketing role.`];
      return [
        `${change.name} (${change.mobile}) ${change.marketing ? 'now sees the marketing pages at #/operator/partners' : 'no longer has the marketing role'}.`,
      ];
    }
    case 'documents': {
      const applicant = data as Applicant;
      const live = applicant.applications[0];
      if (!live || live.decision === 'DECLINED') throw notFound(`No application from mobile number ${applicant.mobile}.`);
      const check = live.aadhaarCheck === 'MANUAL' ? 'to check by hand against the card below' : 'verified by OTP';
      return [
        `${applicant.firstName} ${applicant.lastName} (${applicant.mobile}), ${applicant.status}. Aadhaar ${applicant.aadhaarMasked ?? '-'}: ${check}.`,
        ...live.documents.map((d) => `  ${d.kind.padEnd(13)}  ${d.contentType.padEnd(15)}  ${kb(d.bytes).padStart(7)}  ${d.originalName}`),
        `Save one with: npm run admin -- document ${applicant.mobile} <kind> <file>`,
      ];
    }
    case 'document': {
      const { document } = data as Fetched;
      writeFileSync(command.file, document.bytes, { mode: 0o600 });
      return [
        `Saved ${command.kind} of ${command.mobile} (${document.contentType}, ${kb(document.bytes.length)}) to ${command.file}. Delete it when you are done.`,
      ];
    }
    default: {
      const result = data as { name: string; mobile: string; status: string };
      const after: Record<string, string> = {
        APPROVED: ' They have been notified and can pay.',
        ONHOLD: ' They have been notified with the reason.',
        DRAFT: ' The application was declined; they have been notified and may apply again.',
      };
      return [`${result.name} (${result.mobile}) is now ${result.status}.${after[result.status] ?? ''}`];
    }
  }
}

type Served = { ok: true; data: unknown } | { ok: false; message: string };

/** Through the running server's operator calls; undefined when no server answers (then the database is free to open). */
async function viaServer(command: Command, deps: AdminDeps): Promise<Served | undefined> {
  const token = deps.config.dataDir ? readOperatorToken(deps.config.dataDir) : null;
  if (!token) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(deps.config.host) ? '127.0.0.1' : deps.config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${deps.config.port}`;
  let reached = false;
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await (deps.fetch ?? fetch)(`${base}${path}`, {
      method,
      headers: { 'x-operator-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(command.name === 'seed-demo' ? 120_000 : 5000),
    });
    reached = true;
    return response;
  };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Served> => {
    const response = await send(method, `/api/operator${path}`, body);
    const json = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
    return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message ?? `The server answered ${response.status}.` };
  };
  /** The member behind a mobile number, for the calls that take a member id. */
  const memberId = async (mobile: string): Promise<number | Served> => {
    const found = await call('GET', `/members?search=${mobile}&size=100`);
    if (!found.ok) return found;
    const member = (found.data as { members: { userId: number; mobile: string }[] }).members.find((m) => m.mobile === mobile);
    return member ? member.userId : { ok: false, message: `No member with mobile number ${mobile}.` };
  };
  try {
    switch (command.name) {
      case 'list-pending':
        return await call('GET', '/applications');
      case 'list-operators':
        return await call('GET', '/operators');
      case 'seed-demo':
        return await call('POST', '/seed-demo');
      case 'grant-operator':
      case 'revoke-operator':
        return await call('POST', '/operators', { mobile: command.mobile, operator: command.name === 'grant-operator' });
      case 'grant-marketing':
      case 'revoke-marketing':
        return await call('POST', '/marketing-team', { mobile: command.mobile, marketing: command.name === 'grant-marketing' });
      case 'documents':
      case 'document': {
        const id = await memberId(command.mobile);
        if (typeof id !== 'number') return id;
        const detail = await call('GET', `/applications/${id}`);
        if (command.name === 'documents' || !detail.ok) return detail;
        const { kind } = command as Extract<Command, { name: 'document' }>;
        const live = (detail.data as Applicant).applications[0];
        const doc = live && live.decision !== 'DECLINED' ? live.documents.find((d) => d.kind === kind) : undefined;
        if (!doc) return { ok: false, message: `No ${kind} document from mobile number ${command.mobile}.` };
        const file = await send('GET', doc.url);
        if (!file.ok) return { ok: false, message: `The server answered ${file.status}.` };
        return { ok: true, data: { document: { bytes: new Uint8Array(await file.arrayBuffer()), contentType: file.headers.get('content-type') ?? '' } } };
      }
      default: {
        const id = await memberId(command.mobile);
        if (typeof id !== 'number') return id;
        return await call('POST', `/applications/${id}/decision`, { decision: DECISIONS[command.name], reason: command.reason });
      }
    }
  } catch (error) {
    // No server on the port: the database is ours. A server that went away mid-command is an error to show.
    if (!reached) return undefined;
    return { ok: false, message: `The server stopped answering: ${(error as Error).message}` };
  }
}

/** The marketing role given or taken, refused for a mobile number nobody signed up with. */
export async function marketingRole(db: Database, mobile: string, grant: boolean, now: Date): Promise<MarketingRoleChange> {
  const change = await changeMarketingRole({ db, now: () => now }, CLI_ACTOR, mobile, grant);
  if (!change) throw notFound(`No user with mobile number ${mobile}: they sign up on the site first, then get the role.`);
  return change;
}

/** What a command does on an open database: the same services as the back office. */
async function direct(command: Command, deps: AdminDeps): Promise<unknown> {
  const db = await deps.openDb();
  const now = deps.now?.() ?? new Date();
  try {
    switch (command.name) {
      case 'list-pending':
        return await listPendingApplications(db);
      case 'list-operators':
        return await listOperators(db);
      case 'seed-demo':
        return { seeded: await seedDemoOnce(db) };
      case 'grant-operator':
      case 'revoke-operator':
        return await changeOperatorRole(db, CLI_ACTOR, command.mobile, command.name === 'grant-operator', now);
      case 'grant-marketing':
      case 'revoke-marketing':
        return await marketingRole(db, command.mobile, command.name === 'grant-marketing', now);
      case 'documents':
        return await applicantDetail(db, { mobile: command.mobile });
      case 'document': {
        const doc = await findLiveDocument(db, command.mobile, command.kind);
        const read = await readApplicationDocument(db, deps.documents?.(db) ?? documentsOf({ db }), CLI_ACTOR, doc.id, now);
        return { document: { bytes: read.bytes, contentType: read.doc.type } } satisfies Fetched;
      }
      default:
        return await decideApplication(db, command.mobile, DECISIONS[command.name], CLI_ACTOR, { reason: command.reason, now });
    }
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
  try {
    // With DATABASE_URL every instance and this command share one PostgreSQL: no server in between.
    const served = deps.config.databaseUrl ? undefined : await viaServer(command, deps);
    if (served && !served.ok) {
      deps.print(served.message);
      return 1;
    }
    for (const line of describe(command, served ? served.data : await direct(command, deps))) deps.print(line);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      deps.print(error.message);
      return 1;
    }
    throw error;
  }
}
