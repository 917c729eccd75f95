// `node scripts/run-parallel.mjs 'npm run build' 'npm run typecheck' ...`: runs the commands at once (npm test's
// build and checks: one core each, a 2-core machine finishes them in about half the time) and prints each one's
// output whole, in one block, as it finishes, so two commands' lines never interleave. Exits non-zero when any
// failed, naming which.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: node scripts/run-parallel.mjs '<command>' ['<command>' ...]");
  process.exit(2);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

function run(command) {
  const started = performance.now();
  // On a terminal, FORCE_COLOR keeps the tools' colours although their output goes to a pipe first.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      const ok = code === 0;
      process.stdout.write(`\n── ${command}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(started)} s ──\n`);
      process.stdout.write(Buffer.concat(chunks));
      done({ command, ok });
    });
  });
}

const results = await Promise.all(commands.map(run));
const failed = results.filter((r) => !r.ok).map((r) => r.command);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')} (their output is above)`);
  process.exit(1);
}
