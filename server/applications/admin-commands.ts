import { DomainError } from '../domain-error';
import { normalizeMobile, validateField } from '../../src/validation/rules';
import { type AdminDeps, type Command, DECISIONS, type Served, specOf } from './admin-command-list';
import { readOperatorToken } from './operator-token';
import { DOCUMENT_KINDS } from './review-application';

export { type AdminDeps, marketingRole } from './admin-command-list';

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
    return await specOf(command).viaServer({ call, send, memberId }, command);
  } catch (error) {
    // No server on the port: the database is ours. A server that went away mid-command is an error to show.
    if (!reached) return undefined;
    return { ok: false, message: `The server stopped answering: ${(error as Error).message}` };
  }
}

/** What a command does on an open database: the same services as the back office. */
async function direct(command: Command, deps: AdminDeps): Promise<unknown> {
  const db = await deps.openDb();
  try {
    return await specOf(command).direct(db, command, deps, deps.now?.() ?? new Date());
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
    for (const line of specOf(command).describe(served ? served.data : await direct(command, deps), command)) deps.print(line);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      deps.print(error.message);
      return 1;
    }
    throw error;
  }
}
