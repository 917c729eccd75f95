// Server start time and memory, printed (memory after start; a start on an existing data folder and on a fresh one: the figures the club is held to).
//
//   node scripts/start-figures.mjs [checkout ...]   (default: this one; give another checkout, e.g. main's, to compare in one run)
//
// For each checkout, three times each: start the server as `npm run serve` does (server/start.mjs: the bundle of
// `npm run build`; a checkout without it: tsx server/main.ts) on a fresh data folder, then again on
// that same folder. Start = from spawn until GET /api/config answers; CPU = the process's user+system time by then; RSS =
// resident memory one second after it answered (the start's work done). Medians are printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './lib/free-port.mjs';

const roots = process.argv.slice(2).map((r) => resolve(r));
if (!roots.length) roots.push(resolve(import.meta.dirname, '..'));
const RUNS = 3;
const TICK_MS = 10; // /proc/<pid>/stat counts in clock ticks of 10 ms on Linux

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function start(root, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PARTNER_PORT: 'off', TOTE_LOG_LEVEL: 'warn' };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const args = existsSync(join(root, 'server/start.mjs')) ? ['server/start.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server in ${root} exited during start`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  const cpu = cpuMs(child.pid);
  await new Promise((r) => setTimeout(r, 1000));
  const rss = rssMb(child.pid);
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu, rss };
}

console.log('checkout                                   folder     start (wall)   start (CPU)   RSS after start');
for (const root of roots) {
  const results = { fresh: [], existing: [] };
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tote-start-'));
    results.fresh.push(await start(root, dataDir));
    results.existing.push(await start(root, dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [folder, runs] of Object.entries(results)) {
    const row = [
      root.slice(-42).padEnd(42),
      folder.padEnd(9),
      `${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s`.padStart(13),
      `${(median(runs.map((r) => r.cpu)) / 1000).toFixed(2)} s`.padStart(13),
      `${Math.round(median(runs.map((r) => r.rss)))} MB`.padStart(17),
    ];
    console.log(row.join(' '));
  }
}
