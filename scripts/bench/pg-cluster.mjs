// A throwaway PostgreSQL 15 cluster for `npm run bench -- --pg`: initdb into a
// temporary folder, start it on a free loopback port, remove it all on stop.
// As root the cluster runs as the `postgres` user (PostgreSQL refuses root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, but there is no postgres user to run the cluster as.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startCluster() {
  if (!existsSync(join(BIN, 'initdb'))) throw new Error(`No PostgreSQL at ${BIN} (set PG_BIN to its bin folder).`);
  const owner = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'tote-bench-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (cmd, args) =>
    execFileSync(owner ? 'runuser' : join(BIN, cmd), owner ? ['-u', 'postgres', '--', join(BIN, cmd), ...args] : args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  const postmasterPid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    postmasterPid,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const TICK_US = 1e6 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** CPU time (µs) of the postmaster and each of its children, by pid, from /proc (Linux). */
export function clusterCpu(postmasterPid) {
  const byPid = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    if (pid !== postmasterPid && ppid !== postmasterPid) continue;
    byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_US);
  }
  return byPid;
}

/** CPU (µs) the cluster spent between two clusterCpu() readings; processes that ended in between are left out. */
export function cpuBetween(before, after) {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}
