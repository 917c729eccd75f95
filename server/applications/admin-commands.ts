import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/respond';
import { CLI_ACTOR } from '../operators/actor';
import { changeOperatorRole, type RoleChange } from '../operators/grant-operator';
import { listOperators } from '../operators/operator-record';
import { normalizeMobile, validateField } from '../../src/validation/rules';
import { type Decision, decideApplication, listPendingApplications, type PendingApplication } from './decide-application';
import { readOperatorToken } from './operator-token';

export const ADMIN_USAGE = `Tote operator commands (uses DATA_DIR / DATABASE_URL / PORT like the server):

  npm run admin -- list-pending                   applications waiting for a decision
  npm run admin -- approve <mobile> [note]        approve an application: the member may now pay
  npm run admin -- hold <mobile> <reason>         put an application on hold (the member reads the reason)
  npm run admin -- decline <mobile> <reason>      decline it (back to DRAFT: they may apply again)
  npm run admin -- grant-operator <mobile>        make a signed-up user an operator (the back office: #/operator)
  npm run admin -- revoke-operator <mobile>       take the role away again
  npm run admin -- list-operators                 who holds the role

Every change is written to the audit log (by "npm run admin"). With
DATABASE_URL the command works on the database directly. Otherwise, while the
server runs it owns the embedded database, so the command asks the server
(local calls with data/operator-token); with no server it opens the folder itself.`;

export interface AdminDeps {
  config: ServerConfig;
  /** The server's fetch; tests pass the app's. */
  fetch?: typeof fetch;
  /** Opens the database for direct mode (migrated); the command closes it. */
  openDb: () => Promise<Database>;
  print: (line: string) => void;
  now?: () => Date;
}

const DECISIONS = { approve: 'APPROVED', hold: 'ONHOLD', decline: 'DECLINED' } as const satisfies Record<string, Decision>;

type Command =
  | { name: 'list-pending' | 'list-operators' }
  | { name: keyof typeof DECISIONS; mobile: string; reason: string | null }
  | { name: 'grant-operator' | 'revoke-operator'; mobile: string };

function parse(argv: string[]): Command | string {
  const [name, arg, ...rest] = argv;
  if ((name === 'list-pending' || name === 'list-operators') && argv.length === 1) return { name };
  if (!arg || !(name in DECISIONS || name === 'grant-operator' || name === 'revoke-operator')) return ADMIN_USAGE;
  const problem = validateField('mobile', arg, {});
  if (problem) return `${problem} (got "${arg}")`;
  const mobile = normalizeMobile(arg);
  if (name === 'grant-operator' || name === 'revoke-operator') return rest.length ? ADMIN_USAGE : { name, mobile };
  const reason = rest.join(' ').trim() || null;
  return { name: name as keyof typeof DECISIONS, mobile, reason };
}

type Decided = { name: string; mobile: string; status: string };

function describe(command: Command, data: unknown): string[] {
  if (command.name === 'list-pending') {
    const rows = data as PendingApplication[];
    if (!rows.length) return ['No applications are waiting for a decision.'];
    return rows.map((r) => `${r.mobile}  ${r.status.padEnd(7)}  ${r.name}  ${r.plan ?? '-'}  submitted ${r.submittedAt ?? '-'}`);
  }
  if (command.name === 'list-operators') {
    const rows = data as { mobile: string; name: string }[];
    return rows.length ? rows.map((r) => `${r.mobile}  ${r.name}`) : ['Nobody holds the operator role yet: npm run admin -- grant-operator <mobile>.'];
  }
  if (command.name === 'grant-operator' || command.name === 'revoke-operator') {
    const change = data as RoleChange;
    if (!change.changed) return [`${change.name} (${change.mobile}) ${change.operator ? 'already is' : 'is not'} an operator.`];
    return [
      change.operator
        ? `${change.name} (${change.mobile}) is now an operator: they log in on the site as usual and find the back office at #/operator.`
        : `${change.name} (${change.mobile}) is no longer an operator.`,
    ];
  }
  const result = data as Decided;
  const after: Record<string, string> = {
    APPROVED: ' They have been notified and can pay.',
    ONHOLD: ' They have been notified with the reason.',
    DRAFT: ' The application was declined; they have been notified and may apply again.',
  };
  return [`${result.name} (${result.mobile}) is now ${result.status}.${after[result.status] ?? ''}`];
}

type Served = { ok: true; data: unknown } | { ok: false; message: string };

/** Through the running server; undefined when no server answers (then the database is free to open). */
async function viaServer(command: Command, deps: AdminDeps): Promise<Served | undefined> {
  const token = deps.config.dataDir ? readOperatorToken(deps.config.dataDir) : null;
  if (!token) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(deps.config.host) ? '127.0.0.1' : deps.config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${deps.config.port}/api/operator`;
  let reached = false;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Served> => {
    const response = await (deps.fetch ?? fetch)(`${base}${path}`, {
      method,
      headers: { 'x-operator-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    reached = true;
    const json = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
    return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message ?? `The server answered ${response.status}.` };
  };
  try {
    switch (command.name) {
      case 'list-pending':
        return await call('GET', '/applications');
      case 'list-operators':
        return await call('GET', '/operators');
      case 'grant-operator':
      case 'revoke-operator':
        return await call('POST', '/operators', { mobile: command.mobile, operator: command.name === 'grant-operator' });
      default: {
        const found = await call('GET', `/members?search=${command.mobile}&size=100`);
        if (!found.ok) return found;
        const member = (found.data as { members: { userId: number; mobile: string }[] }).members.find((m) => m.mobile === command.mobile);
        if (!member) return { ok: false, message: `No member with mobile number ${command.mobile}.` };
        return await call('POST', `/applications/${member.userId}/decision`, { decision: DECISIONS[command.name], reason: command.reason });
      }
    }
  } catch (error) {
    // No server on the port: the database is ours. A server that went away mid-command is an error to show.
    if (!reached) return undefined;
    return { ok: false, message: `The server stopped answering: ${(error as Error).message}` };
  }
}

async function direct(command: Command, deps: AdminDeps): Promise<unknown> {
  const db = await deps.openDb();
  const now = deps.now?.() ?? new Date();
  try {
    switch (command.name) {
      case 'list-pending':
        return await listPendingApplications(db);
      case 'list-operators':
        return await listOperators(db);
      case 'grant-operator':
      case 'revoke-operator':
        return await changeOperatorRole(db, CLI_ACTOR, command.mobile, command.name === 'grant-operator', now);
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
  // With DATABASE_URL every instance and this command share one PostgreSQL: no server in between.
  const served = deps.config.databaseUrl ? undefined : await viaServer(command, deps);
  if (served) {
    if (!served.ok) {
      deps.print(served.message);
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
