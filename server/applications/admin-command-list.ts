import { writeFileSync } from 'node:fs';
import { statusWordsInline } from '../../src/api/shapes/status-words';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { notFound } from '../domain-error';
import { CLI_ACTOR } from '../operators/actor';
import { changeOperatorRole, type RoleChange } from '../operators/grant-operator';
import { listOperators } from '../operators/operator-record';
import { changeMarketingRole, type MarketingRoleChange } from '../marketing/marketing-service';
import { seedDemoOnce } from '../seed/prepare-database';
import { type DocumentStore, documentsOf } from '../uploads/document-store';
import { type Decision, decideApplication, listPendingApplications, type PendingApplication } from './decide-application';
import { applicantDetail, findLiveDocument, readApplicationDocument } from './review-application';

// The operator commands, one entry each: what it does on an open database, what it asks a running server
// instead, and how its answer reads. admin-commands.ts parses the command line and picks the way.

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

export const DECISIONS = { approve: 'APPROVED', hold: 'ONHOLD', decline: 'DECLINED' } as const satisfies Record<string, Decision>;

export type Command =
  | { name: 'list-pending' | 'list-operators' | 'seed-demo' }
  | { name: keyof typeof DECISIONS; mobile: string; reason: string | null }
  | { name: 'grant-operator' | 'revoke-operator' | 'grant-marketing' | 'revoke-marketing' | 'documents'; mobile: string }
  | { name: 'document'; mobile: string; kind: string; file: string };

export type Served = { ok: true; data: unknown } | { ok: false; message: string };

/** The running server's operator calls, as a command uses them. */
export interface ServerCalls {
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Served>;
  /** A file the server serves (a document's url), as is. */
  send(method: 'GET', path: string): Promise<Response>;
  /** The member behind a mobile number, for the calls that take a member id. */
  memberId(mobile: string): Promise<number | Served>;
}

interface CommandSpec<C extends Command> {
  direct(db: Database, command: C, deps: AdminDeps, now: Date): Promise<unknown>;
  viaServer(server: ServerCalls, command: C): Promise<Served>;
  describe(data: unknown, command: C): string[];
}

type Applicant = Awaited<ReturnType<typeof applicantDetail>>;
type Fetched = { document: { bytes: Uint8Array; contentType: string } };
/** The command of one name, or of several that share a shape. */
type Named<N extends Command['name']> = Command extends infer C
  ? C extends { name: infer M }
    ? [N] extends [M]
      ? Omit<C, 'name'> & { name: N }
      : never
    : never
  : never;

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The marketing role given or taken, refused for a mobile number nobody signed up with. */
export async function marketingRole(db: Database, mobile: string, grant: boolean, now: Date): Promise<MarketingRoleChange> {
  const change = await changeMarketingRole({ db, now: () => now }, CLI_ACTOR, mobile, grant);
  if (!change) throw notFound(`No user with mobile number ${mobile}: they sign up on the site first, then get the role.`);
  return change;
}

const operatorRole: CommandSpec<Named<'grant-operator' | 'revoke-operator'>> = {
  direct: (db, command, _deps, now) => changeOperatorRole(db, CLI_ACTOR, command.mobile, command.name === 'grant-operator', now),
  viaServer: (server, command) => server.call('POST', '/operators', { mobile: command.mobile, operator: command.name === 'grant-operator' }),
  describe(data) {
    const change = data as RoleChange;
    if (!change.changed) return [`${change.name} (${change.mobile}) ${change.operator ? 'already is' : 'is not'} an operator.`];
    return [
      change.operator
        ? `${change.name} (${change.mobile}) is now an operator: they log in on the site as usual and find the back office at #/operator.`
        : `${change.name} (${change.mobile}) is no longer an operator.`,
    ];
  },
};

const marketing: CommandSpec<Named<'grant-marketing' | 'revoke-marketing'>> = {
  direct: (db, command, _deps, now) => marketingRole(db, command.mobile, command.name === 'grant-marketing', now),
  viaServer: (server, command) => server.call('POST', '/marketing-team', { mobile: command.mobile, marketing: command.name === 'grant-marketing' }),
  describe(data) {
    const change = data as MarketingRoleChange;
    if (!change.changed) return [`${change.name} (${change.mobile}) ${change.marketing ? 'already has' : 'does not have'} the marketing role.`];
    return [
      `${change.name} (${change.mobile}) ${change.marketing ? 'now sees the marketing pages at #/operator/partners' : 'no longer has the marketing role'}.`,
    ];
  },
};

const AFTER_DECISION: Record<string, string> = {
  APPROVED: ' They have been notified and can pay.',
  ONHOLD: ' They have been notified with the reason.',
  DRAFT: ' They have been notified and may apply again.',
};

const decision: CommandSpec<Named<keyof typeof DECISIONS>> = {
  direct: (db, command, _deps, now) => decideApplication(db, command.mobile, DECISIONS[command.name], CLI_ACTOR, { reason: command.reason, now }),
  async viaServer(server, command) {
    const id = await server.memberId(command.mobile);
    if (typeof id !== 'number') return id;
    return server.call('POST', `/applications/${id}/decision`, { decision: DECISIONS[command.name], reason: command.reason });
  },
  describe(data) {
    const result = data as { name: string; mobile: string; status: string };
    // A declined applicant is back to DRAFT: the sentence says what was decided, not the status it leaves.
    const outcome = result.status === 'DRAFT' ? ': the application is declined' : ` is now ${statusWordsInline(result.status)}`;
    return [`${result.name} (${result.mobile})${outcome}.${AFTER_DECISION[result.status] ?? ''}`];
  },
};

/** The applicant's detail through the server, for `documents` and `document`. */
async function detailViaServer(server: ServerCalls, mobile: string): Promise<Served> {
  const id = await server.memberId(mobile);
  if (typeof id !== 'number') return id;
  return server.call('GET', `/applications/${id}`);
}

export const COMMANDS: { [N in Command['name']]: CommandSpec<Named<N>> } = {
  'list-pending': {
    direct: (db) => listPendingApplications(db),
    viaServer: (server) => server.call('GET', '/applications'),
    describe(data) {
      const rows = data as PendingApplication[];
      if (!rows.length) return ['No applications are waiting for a decision.'];
      return rows.map((r) => `${r.mobile}  ${r.status.padEnd(7)}  ${r.name}  ${r.plan ?? '-'}  submitted ${r.submittedAt ?? '-'}`);
    },
  },
  'list-operators': {
    direct: (db) => listOperators(db),
    viaServer: (server) => server.call('GET', '/operators'),
    describe(data) {
      const rows = data as { mobile: string; name: string }[];
      return rows.length ? rows.map((r) => `${r.mobile}  ${r.name}`) : ['Nobody holds the operator role yet: npm run admin -- grant-operator <mobile>.'];
    },
  },
  'seed-demo': {
    direct: async (db) => ({ seeded: await seedDemoOnce(db) }),
    viaServer: (server) => server.call('POST', '/seed-demo'),
    describe: (data) => [
      (data as { seeded: boolean }).seeded ? 'The demo club is in: log in as 9000000001 to 9000000008.' : 'The demo club was already there: nothing to add.',
    ],
  },
  'grant-operator': operatorRole,
  'revoke-operator': operatorRole,
  'grant-marketing': marketing,
  'revoke-marketing': marketing,
  approve: decision,
  hold: decision,
  decline: decision,
  documents: {
    direct: (db, command) => applicantDetail(db, { mobile: command.mobile }),
    viaServer: (server, command) => detailViaServer(server, command.mobile),
    describe(data) {
      const applicant = data as Applicant;
      const live = applicant.applications[0];
      if (!live || live.decision === 'DECLINED') throw notFound(`No application from mobile number ${applicant.mobile}.`);
      const check = live.aadhaarCheck === 'MANUAL' ? 'to check by hand against the card below' : 'verified by OTP';
      return [
        `${applicant.firstName} ${applicant.lastName} (${applicant.mobile}), ${applicant.status}. Aadhaar ${applicant.aadhaarMasked ?? '-'}: ${check}.`,
        ...live.documents.map((d) => `  ${d.kind.padEnd(13)}  ${d.contentType.padEnd(15)}  ${kb(d.bytes).padStart(7)}  ${d.originalName}`),
        `Save one with: npm run admin -- document ${applicant.mobile} <kind> <file>`,
      ];
    },
  },
  document: {
    async direct(db, command, deps, now) {
      const doc = await findLiveDocument(db, command.mobile, command.kind);
      const read = await readApplicationDocument(db, deps.documents?.(db) ?? documentsOf({ db }), CLI_ACTOR, doc.id, now);
      return { document: { bytes: read.bytes, contentType: read.doc.type } } satisfies Fetched;
    },
    async viaServer(server, command) {
      const detail = await detailViaServer(server, command.mobile);
      if (!detail.ok) return detail;
      const live = (detail.data as Applicant).applications[0];
      const doc = live && live.decision !== 'DECLINED' ? live.documents.find((d) => d.kind === command.kind) : undefined;
      if (!doc) return { ok: false, message: `No ${command.kind} document from mobile number ${command.mobile}.` };
      const file = await server.send('GET', doc.url);
      if (!file.ok) return { ok: false, message: `The server answered ${file.status}.` };
      return { ok: true, data: { document: { bytes: new Uint8Array(await file.arrayBuffer()), contentType: file.headers.get('content-type') ?? '' } } };
    },
    describe(data, command) {
      const { document } = data as Fetched;
      writeFileSync(command.file, document.bytes, { mode: 0o600 });
      return [
        `Saved ${command.kind} of ${command.mobile} (${document.contentType}, ${kb(document.bytes.length)}) to ${command.file}. Delete it when you are done.`,
      ];
    },
  },
};

/** The command's entry, typed for the command (the table's keys are the names). */
export const specOf = <C extends Command>(command: C) => COMMANDS[command.name] as unknown as CommandSpec<C>;
