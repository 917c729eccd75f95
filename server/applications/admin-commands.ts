import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/respond';
import { normalizeMobile, validateField } from '../../src/validation/rules';
import { decideApplication, listPendingApplications, type PendingApplication } from './decide-application';
import { readOperatorToken } from './operator-token';

export const ADMIN_USAGE = `Tote operator commands (uses DATA_DIR / DATABASE_URL / PORT like the server):

  npm run admin -- list-pending         applications waiting for a decision
  npm run admin -- approve <mobile>     approve an application: the member may now pay
  npm run admin -- hold <mobile>        put an application on hold

While the server runs it owns the embedded database, so the command asks the
server (local calls with data/operator-token); with no server it opens the
database itself.`;

export interface AdminDeps {
  config: ServerConfig;
  /** The server's fetch; tests pass the app's. */
  fetch?: typeof fetch;
  /** Opens the database for direct mode (migrated); the command closes it. */
  openDb: () => Promise<Database>;
  print: (line: string) => void;
}

type Command = { name: 'list-pending' } | { name: 'approve' | 'hold'; mobile: string };

function parse(argv: string[]): Command | string {
  const [name, arg] = argv;
  if (name === 'list-pending' && argv.length === 1) return { name };
  if ((name === 'approve' || name === 'hold') && argv.length === 2) {
    const problem = validateField('mobile', arg, {});
    if (problem) return `${problem} (got "${arg}")`;
    return { name, mobile: normalizeMobile(arg) };
  }
  return ADMIN_USAGE;
}

function describe(command: Command, data: unknown): string[] {
  if (command.name === 'list-pending') {
    const rows = data as PendingApplication[];
    if (!rows.length) return ['No applications are waiting for a decision.'];
    return rows.map((r) => `${r.mobile}  ${r.status.padEnd(7)}  ${r.name}  ${r.plan ?? '-'}  submitted ${r.submittedAt ?? '-'}`);
  }
  const result = data as { name: string; mobile: string; status: string };
  return [`${result.name} (${result.mobile}) is now ${result.status}.${result.status === 'APPROVED' ? ' They have been notified and can pay.' : ''}`];
}

/** Through the running server; undefined when no server answers (then the database is free to open). */
async function viaServer(command: Command, deps: AdminDeps): Promise<{ ok: boolean; data?: unknown; message?: string } | undefined> {
  const token = deps.config.dataDir ? readOperatorToken(deps.config.dataDir) : null;
  if (!token) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(deps.config.host) ? '127.0.0.1' : deps.config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${deps.config.port}/api/operator`;
  const init: RequestInit =
    command.name === 'list-pending'
      ? { method: 'GET' }
      : { method: 'POST', body: JSON.stringify({ mobile: command.mobile }), headers: { 'content-type': 'application/json' } };
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${base}/${command.name === 'list-pending' ? 'pending' : command.name}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-operator-token': token },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return undefined;
  }
  const body = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
  return response.ok ? { ok: true, data: body.data } : { ok: false, message: body.message ?? `The server answered ${response.status}.` };
}

async function direct(command: Command, deps: AdminDeps): Promise<unknown> {
  const db = await deps.openDb();
  try {
    if (command.name === 'list-pending') return await listPendingApplications(db);
    return await decideApplication(db, command.mobile, command.name === 'approve' ? 'APPROVED' : 'ONHOLD', 'operator');
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
