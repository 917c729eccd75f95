import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'test/browser/support/seed-demo-folder.ts');

/** What a server makes for itself at its first start and must not share with another: secrets, locks. */
const OWN_FILES = ['jwt-secret', 'operator-token', 'tote.lock', 'postmaster.pid'];

/**
 * Makes `folder` a PGlite data folder with the migrations applied and the demo
 * club seeded, as a demo-mode server's first start leaves it
 * (server/seed/prepare-database.ts), in a process of its own.
 */
export async function makeDemoDataFolder(folder: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, folder], { cwd: ROOT });
  for (const file of OWN_FILES) rmSync(join(folder, file), { force: true });
}
