// `DATABASE_URL=postgres://… npm run bench:large`: the API on a large club (npm run seed:large), as production
// runs it (NODE_ENV=production, node server/start.mjs), with the catalogue cache on and then forced off
// (TOTE_CATALOGUE_CACHE=off). For each: the start time (spawn to /readyz answering 200), p50/p99 per route at
// a fixed rate while a background writer books a bag every 2 s (each booking bumps the catalogue version),
// the catalogue cache's hit rate as the writer allows it, and the server's peak RSS (VmHWM).
//
//   --rate <n>       requests a second per route (default 50)   --duration <s>  seconds per route (default 10)
//   --only <regex>   only the routes whose name matches      --cache on|off  only that half (default both)
//   --profile <dir>  the server writes a CPU profile there (node --cpu-prof) when it stops
//   --node-args <a> more node options for the server (e.g. '--max-semi-space-size=32'), to try V8's settings
//   --no-probe       without scripts/bench/server-probe.mjs (below each route: the server's own timings)
//   --arrivals poisson|even|burst  when the requests go out (default poisson: random gaps averaging the rate, as
//                    independent members call; even: one every 1000/rate ms; burst: autocannon's, each second's
//                    share sent back to back over 10 connections, as the figures before 2026-11-27 16:00 were taken)
//
// It reports; it never fails. docs/performance.md has the figures and the query plans.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { signToken } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { freePort } from '../lib/free-port.mjs';
import { evenArrivals } from './even-arrivals';

const { values: opts } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    cache: { type: 'string' },
    profile: { type: 'string' },
    'no-probe': { type: 'boolean', default: false },
    'node-args': { type: 'string' },
    arrivals: { type: 'string', default: 'poisson' },
  },
});
const PROBE = !opts['no-probe'];
if (!['poisson', 'even', 'burst'].includes(opts.arrivals as string)) {
  console.error(`--arrivals: poisson, even or burst, not ${opts.arrivals}`);
  process.exit(2);
}
const RATE = Number(opts.rate);
const DURATION = Number(opts.duration);
const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error('Set DATABASE_URL to a database filled by npm run seed:large.');
  process.exit(2);
}
const SECRET = 'bench-large-secret-bench-large-secret-0123456789';
const ROOT = resolve('.');

const client = new pg.Client({ connectionString: url });
await client.connect();
const one = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T;

// Who the calls are for: a busy ACTIVE member, an operator, a bag, two and four filter values.
const member = await one<{ id: number; username: string }>(
  `select u.id, u.username from users u where u.status_code = 'ACTIVE' and u.username like '7%'
   and exists (select 1 from bookings b where b.user_id = u.id) order by u.id limit 1`,
);
const operator = await one<{ id: number; username: string }>("select id, username from users where 'ROLE_OPERATOR' = any(roles) order by id limit 1");
// Seen now, as a login marks an operator: one idle longer than TOTE_OPERATOR_IDLE_SECONDS since the last run
// would have every call refused (401) and the operator's figures would time refusals.
await client.query('update users set staff_seen_at = now() where id = $1', [operator.id]);
const bag = await one<{ id: number }>("select id from products where url like 'large-bag-%' order by id offset 137 limit 1");
const values = (
  await client.query<{ code: string; id: number }>('select a.code, av.id from attribute_values av join attributes a on a.id = av.attribute_id order by av.id')
).rows;
const valueOf = (code: string, n = 0) => values.filter((v) => v.code === code)[n]?.id;
const twoFilters = [valueOf('COLOUR'), valueOf('CATEGORY')];
const fourFilters = [valueOf('COLOUR'), valueOf('CATEGORY'), valueOf('SIZE', 1), valueOf('OCCASION')];

const config = loadConfig({ TOTE_SECRET: SECRET, DATA_DIR: tmpdir(), NODE_ENV: 'production' });
const memberToken = await signToken(config, { userId: member.id, username: member.username }, 'access');
const operatorToken = await signToken(config, { userId: operator.id, username: operator.username }, 'access');

const BOUNDARY = 'tote-bench-boundary';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
function criteria(product: unknown, filter: unknown) {
  const part = (name: string, value: unknown) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(value)}\r\n`;
  return {
    method: 'POST' as const,
    headers: { ...BROWSER, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `${part('product', product)}${part('filter', filter)}--${BOUNDARY}--\r\n`,
  };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (body: unknown, token?: string) => ({
  method: 'POST' as const,
  headers: { ...BROWSER, 'content-type': 'application/json', ...(token ? auth(token) : {}) },
  body: JSON.stringify(body),
});
const get = (token?: string) => ({ method: 'GET' as const, headers: { ...BROWSER, ...(token ? auth(token) : {}) } });
const PAGE = { sort: 'NEWEST', page: 0, size: 12 };
const isoDayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Route = [
  name: string,
  kind: 'member' | 'operator',
  catalogue: boolean,
  req: { path: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
];
const ROUTES: Route[] = (
  [
    ['filter/list, 0 filters + availability', 'member', true, { path: '/api/product/filter/list', ...criteria({ available: true }, PAGE) }],
    [
      'filter/list, 2 filters + availability',
      'member',
      true,
      { path: '/api/product/filter/list', ...criteria({ available: true }, { ...PAGE, attributeValueIds: twoFilters }) },
    ],
    [
      'filter/list, 4 filters + availability',
      'member',
      true,
      { path: '/api/product/filter/list', ...criteria({ available: true }, { ...PAGE, attributeValueIds: fourFilters }) },
    ],
    // Pages in the other orders: by price (each order walks an index of its own) and the best rated first.
    [
      'filter/list, 2 filters + availability, price low to high',
      'member',
      true,
      { path: '/api/product/filter/list', ...criteria({ available: true }, { ...PAGE, sort: 'PRICE_LOW', attributeValueIds: twoFilters }) },
    ],
    ['filter/list, 0 filters, best rated', 'member', true, { path: '/api/product/filter/list', ...criteria({}, { ...PAGE, sort: 'RATING' }) }],
    ['product/{id}', 'member', true, { path: `/api/product/${bag.id}`, ...get() }],
    ['booking/list (member)', 'member', false, { path: '/api/booking/list', ...json({ userId: member.id }, memberToken) }],
    ['booking/count (member)', 'member', false, { path: '/api/booking/count', ...json({ userId: member.id }, memberToken) }],
    ['order/list (member)', 'member', false, { path: '/api/order/list', ...json({ userId: member.id }, memberToken) }],
    ['usermembership (member)', 'member', false, { path: `/api/membership/usermembership/${member.id}`, ...get(memberToken) }],
    ['communication/list', 'member', false, { path: '/api/communication/list', ...json({ toUserId: member.id }, memberToken) }],
    ['communication/unread/count', 'member', false, { path: '/api/communication/unread/count', ...json({ toUserId: member.id }, memberToken) }],
    ['operator: member search', 'operator', false, { path: '/api/operator/members?search=Sharma', ...get(operatorToken) }],
    ['operator: application queue', 'operator', false, { path: '/api/operator/applications?status=PENDING', ...get(operatorToken) }],
    ['operator: fulfilment', 'operator', false, { path: '/api/operator/fulfilment', ...get(operatorToken) }],
    // The weeks ahead by date range: the next 30 days from tomorrow, a page of 100 and the count.
    [
      'operator: fulfilment by date range',
      'operator',
      false,
      { path: `/api/operator/fulfilment/upcoming?from=${isoDayAhead(1)}&to=${isoDayAhead(30)}`, ...get(operatorToken) },
    ],
    // The back office's navigation counts, asked on every back-office page beside the page's own call.
    ['operator: navigation counts', 'operator', false, { path: '/api/operator/counts', ...get(operatorToken) }],
    ['operator: audit by member', 'operator', false, { path: `/api/operator/audit?subjectType=member&subjectId=${member.id}`, ...get(operatorToken) }],
  ] satisfies Route[]
).filter(([name]) => !opts.only || new RegExp(opts.only).test(name));

type Timings = { n: number; p50: number; p99: number; max: number };
type ProbeFacts = {
  loop: { p50: number; p99: number; max: number };
  gc: { n: number; total: number; max: number; major: number; majorMax: number };
  request: Timings;
  checkout: Timings & { opened: number };
  statement: Timings;
  cpuMs: number;
};
const ms = (n: number) => n.toFixed(1);
/** The server's side of a route's figures, and the bench process's own event-loop delay (its client's clock). */
function probeLine(f: ProbeFacts, client: { p99: number; max: number }, pgCpuMs: number) {
  const per = (total: number) => (total / Math.max(1, f.request.n)).toFixed(2);
  return (
    `  CPU per call: server ${per(f.cpuMs)} ms, PostgreSQL ${per(pgCpuMs)} ms\n` +
    `  server ${ms(f.request.p50)} / ${ms(f.request.p99)} / max ${ms(f.request.max)}; ` +
    `event loop p99 ${ms(f.loop.p99)} max ${ms(f.loop.max)}; GC ${f.gc.n}× ${ms(f.gc.total)} max ${ms(f.gc.max)} (major ${f.gc.major}× max ${ms(f.gc.majorMax)}); ` +
    `checkout p99 ${ms(f.checkout.p99)} max ${ms(f.checkout.max)} (${f.checkout.opened} opened); ` +
    `pool.query p99 ${ms(f.statement.p99)} max ${ms(f.statement.max)}; bench loop p99 ${ms(client.p99)} max ${ms(client.max)}`
  );
}
/** CPU ticks (1/100 s) each of the server's PostgreSQL backends has used so far (/proc: the bench runs beside the database). */
async function postgresTicks() {
  const pids = (await client.query<{ pid: number }>("select pid from pg_stat_activity where application_name = 'tote'")).rows;
  const ticks = new Map<number, number>();
  for (const { pid } of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks.set(pid, Number(stat[11] ?? 0) + Number(stat[12] ?? 0)); // utime, stime (fields 14 and 15)
  }
  return ticks;
}
/** CPU ms the backends used since `before` (a backend opened since counts from 0; one closed meanwhile is missed). */
const postgresCpuMsSince = async (before: Map<number, number>) =>
  [...(await postgresTicks())].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0) * 10;
const benchLoop = monitorEventLoopDelay({ resolution: 5 });
benchLoop.enable();

async function startServer(cacheOff: boolean) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-bench-large-'));
  const started = performance.now();
  const profile = opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(opts.profile)}`] : [];
  const probe = PROBE ? ['--import', join(import.meta.dirname, 'server-probe.mjs')] : [];
  const child = spawn(process.execPath, [...profile, ...probe, ...(opts['node-args']?.split(' ').filter(Boolean) ?? []), join(ROOT, 'server/start.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      TOTE_SECRET: SECRET,
      DATA_DIR: dataDir,
      PORT: String(port),
      TOTE_CATALOGUE_CACHE: cacheOff ? 'off' : 'on',
      // Production insists on real outside services; the bench calls none of them (no OTP is sent, nothing paid or shipped).
      TOTE_PAYMENT_GATEWAY: 'demo',
      TOTE_AADHAAR_PROVIDER: 'demo',
      TOTE_COURIER: 'demo',
      TOTE_SMS_PROVIDER: 'msg91',
      TOTE_MSG91_AUTH_KEY: 'bench-unused',
      TOTE_MSG91_TEMPLATE_ID: 'bench-unused',
    },
    stdio: ['ignore', 'ignore', 'inherit', ...(PROBE ? (['ipc'] as const) : [])],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startSeconds = (performance.now() - started) / 1000;
  const peakRss = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const stop = () =>
    new Promise<void>((res) => {
      child.once('exit', () => res());
      child.kill('SIGTERM');
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  /** The probe's timings since the last ask (null without it). */
  const ask = () =>
    new Promise<ProbeFacts | null>((res) => {
      if (!PROBE) return res(null);
      child.once('message', (facts) => res(facts as ProbeFacts));
      child.send('probe');
    });
  return { base, startSeconds, peakRss, stop, ask };
}

/** Days ahead where the writer's bookings start: past every booking there is, so reruns on one database never collide. */
const writerFrom = (await one<{ d: number }>('select greatest(2000, max(return_date) - current_date + 1)::int as d from bookings')).d;
let written = 0;

/** Books a bag every 2 s (far ahead, a slot of its own each time), as members do on a busy day; each booking bumps the catalogue version. */
function startWriter() {
  const writes: number[] = [];
  const timer = setInterval(() => {
    const n = written++;
    writes.push(performance.now());
    void client
      .query(
        `insert into bookings (product_id, user_id, start_date, return_date)
         select p.id, $1, current_date + $3::int + ($2::int / 50) * 5, current_date + $3::int + 2 + ($2::int / 50) * 5
         from products p where p.url = 'large-bag-' || (1 + $2::int % 50)`,
        [member.id, n, writerFrom],
      )
      .catch((error: Error) => console.error(`writer: ${error.message}`));
  }, 2000);
  return { writes, stop: () => clearInterval(timer) };
}

const fmt = (ms: number) => `${ms.toFixed(1)}`.padStart(7);
console.log(
  `CPU: ${cpus()[0]?.model ?? '?'} × ${cpus().length}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `Database: ${(await one<{ n: number }>('select count(*)::int as n from bookings')).n} bookings, ${(await one<{ n: number }>('select count(*)::int as n from users')).n} users; ${RATE} req/s (${{ even: 'evenly spaced', poisson: 'random (Poisson) arrivals', burst: "autocannon's bursts" }[opts.arrivals as string] ?? opts.arrivals}) for ${DURATION} s per route\n`,
);

for (const cacheOff of [false, true].filter((off) => !opts.cache || opts.cache === (off ? 'off' : 'on'))) {
  const server = await startServer(cacheOff);
  const writer = startWriter();
  console.log(`Catalogue cache ${cacheOff ? 'OFF' : 'on'}: started in ${server.startSeconds.toFixed(2)} s`);
  console.log(`${'route'.padEnd(40)}    p50 ms  p99 ms  target  failed  hit rate`);
  for (const [name, kind, catalogue, req] of ROUTES) {
    // Warm-up: JIT, plans, and the pool at the size the run needs (as many connections as the run's), as a server
    // that has been up a while holds it; with 5 the first route opened the other connections, each a new backend
    // planning every statement again, inside its timed calls.
    await autocannon({ url: server.base + req.path, ...req, amount: 100, connections: 10 });
    await server.ask(); // the warm-up's timings are not the route's
    benchLoop.reset();
    const pgTicks = PROBE ? await postgresTicks().catch(() => null) : null;
    const from = performance.now();
    const result =
      opts.arrivals === 'even' || opts.arrivals === 'poisson'
        ? await evenArrivals({ url: server.base + req.path, ...req }, RATE, DURATION, opts.arrivals)
        : await autocannon({ url: server.base + req.path, ...req, connections: 10, overallRate: RATE, duration: DURATION });
    // A cached answer is made again only after a write: per route, at most one miss per write in the window.
    const writesDuring = writer.writes.filter((t) => t >= from).length;
    const sent = result.requests.total || 1;
    const hitRate = catalogue && !cacheOff ? `${(100 * Math.max(0, 1 - (writesDuring + 1) / sent)).toFixed(1)} %` : '';
    const target = kind === 'member' ? 30 : 60;
    console.log(
      `${name.padEnd(40)} ${fmt(result.latency.p50)} ${fmt(result.latency.p99)} ${`≤ ${target}`.padStart(7)} ${String(result.non2xx + result.errors + result.timeouts).padStart(8)}  ${hitRate}`,
    );
    const facts = await server.ask();
    if (facts) {
      const pgCpu = pgTicks ? await postgresCpuMsSince(pgTicks).catch(() => Number.NaN) : Number.NaN;
      console.log(probeLine(facts, { p99: benchLoop.percentile(99) / 1e6, max: benchLoop.max / 1e6 }, pgCpu));
    }
  }
  writer.stop();
  console.log(`peak RSS ${server.peakRss().toFixed(0)} MB\n`);
  await server.stop();
}
await client.end();
