import { fork } from 'node:child_process';
const child = fork('scripts/bench/bench-server.ts', [], { execArgv: ['--import', 'tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/perfprof/pv'], env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
const info = await new Promise((r) => child.once('message', r));
const base = `http://127.0.0.1:${info.port}`;
const B = 'tote-bench-boundary';
const part = (n, v) => `--${B}\r\nContent-Disposition: form-data; name="${n}"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(v)}\r\n`;
const crit = { method: 'POST', body: part('product', {}) + part('filter', { sort: 'NEWEST', page: 0, size: 12 }) + `--${B}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${B}` } };
const json = (b) => ({ method: 'POST', body: JSON.stringify(b), headers: { 'content-type': 'application/json' } });
const auth = (c) => ({ ...c, headers: { ...(c.headers || {}), authorization: `Bearer ${info.memberToken}` } });
const calls = [
  ['/api/config', { method: 'GET' }], ['/api/attribute/list', json({})], ['/api/attribute/value/list', json({})],
  ['/api/predefined/list-by-type', json({ type: 'SORT' })], ['/api/predefined/list-by-type', json({ type: 'CONDITION' })],
  ['/api/product/filter/list', crit], ['/api/product/count', crit], ['/api/communication/unread/count', json({ toUserId: info.memberId })],
].map(([p, c]) => [p, auth(c)]);
const once = () => Promise.all(calls.map(async ([p, c]) => { const r = await fetch(base + p, c); await r.arrayBuffer(); if (!r.ok) throw new Error(p + r.status); }));
for (let i = 0; i < 30; i++) await once();
const c0 = await new Promise((r) => { child.once('message', r); child.send({ cpu: true }); });
for (let i = 0; i < 600; i++) await once();
const c1 = await new Promise((r) => { child.once('message', r); child.send({ cpu: true }); });
console.log('ms per view', (c1.cpu - c0.cpu) / 600 / 1000);
child.send({ stop: true });
await new Promise((r) => child.once('exit', r));
