import type { Courier } from './courier';
import { DemoCourier } from './demo-courier';

let shared: Courier | undefined;

/** The courier of this process: TOTE_COURIER=demo (default). A real one implements Courier and is returned here by name. */
export function chooseCourier(env: NodeJS.ProcessEnv = process.env): Courier {
  const name = (env.TOTE_COURIER ?? 'demo').trim().toLowerCase();
  if (name !== 'demo') throw new Error(`Unknown courier "${name}" (TOTE_COURIER). Built in: demo.`);
  shared ??= new DemoCourier();
  return shared;
}
