import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class FolderLockedError extends Error {}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * The embedded database belongs to one process: two servers on one data
 * folder would each keep their own copy in memory and overwrite each other's
 * files. `DATA_DIR/tote.lock` names the owner (pid, host); a lock whose
 * process is gone (a crash, a kill -9) is taken over. Returns the release
 * function (also run at exit).
 */
export function lockDataFolder(dataDir: string, what = 'Tote server'): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'tote.lock');
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        if (readOwner(file)?.pid === me.pid) {
          try {
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        }
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      const stale = !owner || (owner.host === me.host && !alive(owner.pid));
      if (!stale) {
        throw new FolderLockedError(
          `Another ${what} (pid ${owner.pid}${owner.host === me.host ? '' : ` on ${owner.host}`}, since ${owner.since}) is using the data folder ${dataDir}. ` +
            'Stop it first, or give this one a folder of its own with DATA_DIR. The embedded database serves one process; ' +
            `for several instances use PostgreSQL (DATABASE_URL). If no such process runs, delete ${file}.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new FolderLockedError(`Could not lock the data folder ${dataDir}: another process keeps taking it.`);
}
