import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection now. Start-up (PGlite making a data folder,
 * migrations, seeds, compiling modules) leaves a heap of garbage that V8
 * would otherwise keep for minutes of an idle server; collecting it once at
 * the end of start-up returns it to the system.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
