import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/free-port.mjs';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (scripts/ensure-postgres.sh installs them), newest major first; PG_BIN overrides. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))) : [];
  majors.sort((a, b) => Number(b) - Number(a));
  if (!majors.length) throw new Error("PostgreSQL is not installed: run `bash scripts/ensure-postgres.sh` (as root it installs Debian's postgresql).");
  return join(root, majors[0], 'bin');
}

export interface Cluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** pg_ctl start / stop (fast: open connections are ended, as on a restart). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on a free port in a temporary folder, for
 * tests. PostgreSQL refuses to run as root, so as root its commands run as the
 * `postgres` user (runuser); as anyone else, as that user. Durability is off
 * (fsync, synchronous_commit): the files go away with the test run.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tote-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  const data = join(dir, 'data');
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=64MB',
  ].join(' ');
  const log = join(dir, 'postgres.log');
  const start = async () => {
    try {
      await pg('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']);
    } catch (error) {
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`, {
        cause: error,
      });
    }
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
