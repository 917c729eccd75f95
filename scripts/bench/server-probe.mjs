// Loaded into the server by `npm run bench:large` (node --import), never by a real start: what the server's own
// tail is made of, per route. The bench asks over the IPC channel ('probe') after each route and gets, since
// the last ask: the event loop's delay (perf_hooks.monitorEventLoopDelay), GC pauses (PerformanceObserver
// 'gc'), the time each request spent in the server (request start to response finish, from node:http's
// diagnostics channels), each pool checkout's wait (connections opened meanwhile counted) and each
// statement's round trip (pg's Pool.prototype, the copy the server itself loads).
import { subscribe } from 'node:diagnostics_channel';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

/** Durations in ms since the last ask. */
const samples = { request: [], checkout: [], statement: [], gc: [], majorGc: [] };
let connectionsOpened = 0;
let cpuFrom = process.cpuUsage();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    samples.gc.push(entry.duration);
    // Mark-compact (and its incremental steps) as against the young generation's scavenges.
    if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MINOR) samples.majorGc.push(entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const started = new WeakMap();
subscribe('http.server.request.start', ({ request }) => started.set(request, performance.now()));
subscribe('http.server.response.finish', ({ request }) => {
  const from = started.get(request);
  if (from !== undefined) samples.request.push(performance.now() - from);
});

// The server's own pg (its node_modules, not this script's), so the patch reaches the pool it uses.
const pg = createRequire(join(process.cwd(), 'server/start.mjs'))('pg');
const { connect, query } = pg.Pool.prototype;
pg.Pool.prototype.connect = function timedConnect(cb) {
  const from = performance.now();
  const opened = this.totalCount;
  const note = () => {
    samples.checkout.push(performance.now() - from);
    if (this.totalCount > opened) connectionsOpened += this.totalCount - opened;
  };
  if (typeof cb !== 'function') return connect.call(this).then((client) => (note(), client));
  return connect.call(this, (err, client, release) => (note(), cb(err, client, release)));
};
pg.Pool.prototype.query = function timedQuery(...args) {
  const from = performance.now();
  const result = query.apply(this, args);
  if (result && typeof result.then === 'function')
    result.then(
      () => samples.statement.push(performance.now() - from),
      () => {},
    );
  return result;
};

const pct = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({ n: values.length, p50: pct(values, 50), p99: pct(values, 99), max: pct(values, 100) });

process.on('message', (message) => {
  if (message !== 'probe') return;
  process.send?.({
    loop: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    gc: {
      n: samples.gc.length,
      total: samples.gc.reduce((a, b) => a + b, 0),
      max: pct(samples.gc, 100),
      major: samples.majorGc.length,
      majorMax: pct(samples.majorGc, 100),
    },
    request: summary(samples.request),
    checkout: { ...summary(samples.checkout), opened: connectionsOpened },
    // pool.query's whole time: its checkout and the statement's round trip.
    statement: summary(samples.statement),
    // The server process's CPU time (all its threads: GC helpers too), steadier than wall times on a busy host.
    cpuMs: ((cpu) => (cpu.user + cpu.system) / 1000)(process.cpuUsage(cpuFrom)),
  });
  cpuFrom = process.cpuUsage();
  loop.reset();
  for (const list of Object.values(samples)) list.length = 0;
  connectionsOpened = 0;
});
// The channel must not keep a stopping server alive.
process.channel?.unref();
