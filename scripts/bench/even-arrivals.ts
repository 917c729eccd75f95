// Requests sent at evenly spaced moments (`bench:large -- --arrivals even`), whatever the answers' pace: one every
// 1000/rate ms, each timed from its own moment. autocannon's rate sends each connection's share at the start of
// every second, back to back (50 a second over 10 connections arrive as bursts of 10), so its latencies include
// the wait behind the rest of the burst; these do not, and a slow answer does not delay the next request.
import { Agent, request } from 'node:http';

export interface Arrivals {
  latency: { p50: number; p99: number };
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Req {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const TIMEOUT_MS = 10_000;

// 'poisson': independent callers, as a club's members are: the gaps between requests are random (exponential,
// from a fixed seed, so runs compare), averaging the same rate; calls sometimes arrive close together, as they do.
export type Spacing = 'even' | 'poisson';

function seededGaps(rate: number, seed = 24): () => number {
  let a = seed >>> 0;
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => (-Math.log(1 - next()) * 1000) / rate;
}

export async function evenArrivals(req: Req, rate: number, seconds: number, spacing: Spacing = 'even'): Promise<Arrivals> {
  // Idle sockets close before the server's keep-alive limit (Node's 5 s): a socket the server closes just as a
  // request goes out on it fails with ECONNRESET, which would count as a failed call of the route.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
  const times: number[] = [];
  const counts = { non2xx: 0, errors: 0, timeouts: 0 };
  const one = () =>
    new Promise<void>((done) => {
      const sent = performance.now();
      const call = request(req.url, { method: req.method, headers: req.headers, agent, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) times.push(performance.now() - sent);
          else counts.non2xx++;
          done();
        });
      });
      let timedOut = false;
      call.on('timeout', () => ((timedOut = true), counts.timeouts++, call.destroy()));
      call.on('error', () => (timedOut || counts.errors++, done()));
      call.end(req.body);
    });
  const calls: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  const gap = spacing === 'poisson' ? seededGaps(rate) : () => 1000 / rate;
  let due = start;
  for (let i = 0; i < total; i++) {
    if (i > 0) due += gap();
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    calls.push(one());
  }
  await Promise.all(calls);
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN);
  return { latency: { p50: at(0.5), p99: at(0.99) }, requests: { total }, ...counts };
}
