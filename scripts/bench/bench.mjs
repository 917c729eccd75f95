// npm run bench: what the catalogue API costs, beside a trivial route in the same run.
//
// Starts the server as a child process (scripts/bench/bench-server.ts) on a free
// port with the demo data, then for every route prints its throughput under load
// (autocannon), the server CPU per call, its ratio to the trivial route, and p99
// latency at a fixed 200 requests a second; then the server CPU of one whole
// collection page view (every call the page makes) for a visitor and an ACTIVE
// member. On PGlite, and on PostgreSQL with DATABASE_URL or --pg (a throwaway
// PostgreSQL 15 cluster). On PostgreSQL "CPU/call" is the Node process plus the
// cluster's processes (when the bench started the cluster; otherwise Node only).
// Two ratios to the trivial route: of req/s, and of CPU per call (the capacity
// ratio, which a machine busy with other work distorts less).
//
//   npm run bench                          PGlite
//   npm run bench -- --pg                  PGlite, then a throwaway PostgreSQL 15
//   DATABASE_URL=postgres://… npm run bench   PGlite, then that database (migrated and seeded!)
//   --baseline <git rev>   the same measurements for that commit's server, beside this one's
//   --only <regex>         only the routes whose name matches
//   --duration <s>         seconds under load per route (default 3); --rate-duration <s> (default 5)
//   --bags <n>             add n copies of the demo bags (a bigger catalogue for the query plans)
//   --views <n>, --batches <n>   page views per batch (default 40) and batches (default 7): the median batch is printed
//   --no-pglite            skip PGlite
//
// It reports; it never fails.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { pageViewCalls, routes } from './bench-requests.mjs';
import { clusterCpu, cpuBetween, startCluster } from './pg-cluster.mjs';

const { values: opts } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    'no-pglite': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    only: { type: 'string' },
    duration: { type: 'string', default: '3' },
    'rate-duration': { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    views: { type: 'string', default: '40' },
    batches: { type: 'string', default: '7' },
    bags: { type: 'string', default: '0' },
  },
});
const DURATION = Number(opts.duration);
const RATE_DURATION = Number(opts['rate-duration']);
const CONNECTIONS = Number(opts.connections);
const RATE = Number(opts.rate);
const VIEWS = Number(opts.views);
const BATCHES = Math.max(1, Number(opts.batches));
const WARM_UP = 40;
const ROOT = resolve('.');

// ---------------------------------------------------------------- servers

function startServer(root, env, label) {
  return new Promise((resolvePromise, reject) => {
    const child = fork(join(ROOT, 'scripts/bench/bench-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env, BENCH_ROOT: root, BENCH_BAGS: opts.bags, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`${label} server exited (${code}) before it was ready`)));
    child.once('message', async (info) => {
      child.removeAllListeners('exit');
      const base = `http://127.0.0.1:${info.port}`;
      const server = {
        ...info,
        label,
        base,
        cpu: () =>
          new Promise((res) => {
            child.once('message', (m) => res(m));
            child.send({ cpu: true });
          }),
        stop: () =>
          new Promise((res) => {
            child.once('exit', res);
            child.send({ stop: true });
          }),
      };
      // Two values of different attributes (AND across attributes, OR within): Colour Black or Tan, Style Tote.
      const values = (
        await (await fetch(`${base}/api/attribute/value/list`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).json()
      ).data;
      const pick = (attr, value) => values.find((v) => v.attributeName === attr && v.value === value)?.attributeValueId;
      server.filterIds = [pick('Colour', 'Black'), pick('Colour', 'Tan'), pick('Style', 'Tote')].filter(Boolean);
      resolvePromise(server);
    });
  });
}

/** The baseline's server/ as it was at `rev`, in a temporary folder sharing this checkout's node_modules (package.json marks its root: server/project-root.ts). */
function checkoutBaseline(rev) {
  const dir = mkdtempSync(join(tmpdir(), 'tote-bench-baseline-'));
  execFileSync('bash', ['-c', `git archive ${JSON.stringify(rev)} package.json server src | tar -x -C ${JSON.stringify(dir)}`]);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

// ---------------------------------------------------------------- measuring

async function cpuOf(server, cluster) {
  const node = (await server.cpu()).cpu;
  return { node, db: cluster ? clusterCpu(cluster.postmasterPid) : null };
}
function cpuSpent(before, after) {
  return after.node - before.node + (before.db ? cpuBetween(before.db, after.db) : 0);
}

function cannon(server, req, extra) {
  return autocannon({ url: server.base + req.path, method: req.method, headers: req.headers, body: req.body, connections: CONNECTIONS, ...extra });
}

async function measure(server, req, cluster) {
  await cannon(server, req, { amount: 200 }); // warm-up: JIT, plans, caches
  const before = await cpuOf(server, cluster);
  const load = await cannon(server, req, { duration: DURATION });
  const after = await cpuOf(server, cluster);
  const ok = load['2xx'];
  const paced = await cannon(server, req, { duration: RATE_DURATION, overallRate: RATE });
  return {
    rps: ok / DURATION,
    cpuMs: ok ? cpuSpent(before, after) / ok / 1000 : NaN,
    p99: paced.latency.p99,
    failed: load.non2xx + load.errors + paced.non2xx + paced.errors,
  };
}

/**
 * Server CPU of one page view, each view's calls in parallel as the browser makes them: after
 * WARM_UP views (JIT, caches, pools), the median of BATCHES batches of `views` views each, so a
 * garbage collection or another process's burst moves one batch, not the figure.
 */
async function pageView(server, calls, cluster) {
  const once = () =>
    Promise.all(
      calls.map(async (c) => {
        const res = await fetch(server.base + c.path, { method: c.method, headers: c.headers, body: c.body });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${c.path}: ${res.status}`);
      }),
    );
  for (let i = 0; i < WARM_UP; i++) await once();
  const batches = [];
  for (let b = 0; b < BATCHES; b++) {
    const before = await cpuOf(server, cluster);
    for (let i = 0; i < VIEWS; i++) await once();
    const after = await cpuOf(server, cluster);
    batches.push(cpuSpent(before, after) / VIEWS / 1000);
  }
  batches.sort((x, y) => x - y);
  return { median: batches[Math.floor(BATCHES / 2)], min: batches[0], max: batches[BATCHES - 1] };
}

// ---------------------------------------------------------------- output

const pad = (text, n) => String(text).padEnd(n);
const lpad = (text, n) => String(text).padStart(n);
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-');

async function benchDatabase(title, variants, cluster) {
  console.log(`\n## ${title}`);
  console.log(
    `${pad('route', 36)}${pad('code', 10)}${lpad('req/s', 8)}${lpad('× trivial', 11)}${lpad('CPU/call', 11)}${lpad('× trivial', 11)}${lpad(`p99 @${RATE}/s`, 13)}`,
  );
  const trivial = new Map();
  for (const [name] of routes(variants[0].server, opts.only)) {
    for (const v of variants) {
      const req = routes(v.server, opts.only).find(([n]) => n === name)[1];
      const r = await measure(v.server, req, cluster);
      if (name.startsWith('trivial')) trivial.set(v.label, r);
      const base = trivial.get(v.label);
      console.log(
        `${pad(v === variants[0] ? name : '', 36)}${pad(v.label, 10)}${lpad(fmt(r.rps), 8)}${lpad(`${fmt(r.rps / base.rps, 2)}×`, 11)}` +
          `${lpad(`${fmt(r.cpuMs, 2)} ms`, 11)}${lpad(`${fmt(base.cpuMs / r.cpuMs, 2)}×`, 11)}${lpad(`${fmt(r.p99)} ms`, 13)}${r.failed ? `  (${r.failed} failed!)` : ''}`,
      );
    }
  }
  console.log(
    `(req/s × trivial: throughput against the trivial route's; CPU × trivial: the trivial route's CPU per call over this route's,\n` +
      ` the share of the trivial route's capacity per core, which other load on the machine moves less)`,
  );
  console.log(
    `\none collection page view: server CPU (median of ${BATCHES} batches of ${VIEWS} views after ${WARM_UP} unmeasured; the page's calls in parallel)`,
  );
  for (const who of ['visitor', 'ACTIVE member']) {
    for (const v of variants) {
      const ms = await pageView(v.server, pageViewCalls(v.server, who !== 'visitor'), cluster);
      console.log(
        `${pad(v === variants[0] ? who : '', 36)}${pad(v.label, 10)}${lpad(`${fmt(ms.median, 2)} ms`, 19)}   (batches ${fmt(ms.min, 2)}–${fmt(ms.max, 2)} ms)`,
      );
    }
  }
}

async function main() {
  const baselineRoot = opts.baseline ? checkoutBaseline(opts.baseline) : null;
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'server']).toString().trim() ? '+' : '';
  const codes = [...(baselineRoot ? [{ label: opts.baseline.slice(0, 9), root: baselineRoot }] : []), { label: `${head}${dirty}`, root: ROOT }];
  console.log(
    `# npm run bench: ${CONNECTIONS} connections for ${DURATION} s per route; p99 at ${RATE} req/s for ${RATE_DURATION} s; ` +
      `demo data${Number(opts.bags) ? ` + ${opts.bags} bags` : ''}; node ${process.version}`,
  );
  const started = [];
  try {
    if (!opts['no-pglite']) {
      const variants = [];
      for (const c of codes) variants.push({ label: c.label, server: await startServer(c.root, { DATABASE_URL: '' }, c.label) });
      started.push(...variants.map((v) => v.server));
      await benchDatabase('PGlite (in the server process)', variants, null);
      for (const v of variants) await v.server.stop();
      started.length = 0;
    }
    let cluster = null;
    let urls = null;
    if (opts.pg) {
      cluster = await startCluster();
      started.push({ stop: async () => cluster.stop() });
      urls = [];
      for (const [i] of codes.entries()) {
        await cluster.createDatabase(`tote_bench_${i}`);
        urls.push(cluster.url(`tote_bench_${i}`));
      }
    } else if (process.env.DATABASE_URL) {
      urls = codes.map(() => process.env.DATABASE_URL);
      if (codes.length > 1) console.log('\n(with DATABASE_URL the baseline is skipped on PostgreSQL: it would share the database; use --pg)');
    }
    if (urls) {
      const pgCodes = opts.pg ? codes : codes.slice(-1);
      const variants = [];
      for (const [i, c] of pgCodes.entries()) {
        variants.push({ label: c.label, server: await startServer(c.root, { DATABASE_URL: urls[i] }, c.label) });
        started.unshift(variants[i].server);
      }
      await benchDatabase(`PostgreSQL ${opts.pg ? '15, throwaway cluster (CPU: Node + PostgreSQL)' : 'at DATABASE_URL (CPU: Node only)'}`, variants, cluster);
    }
  } finally {
    for (const s of started) await s.stop().catch(() => {});
    if (baselineRoot) rmSync(baselineRoot, { recursive: true, force: true });
  }
}

await main();
