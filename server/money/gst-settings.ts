/** The operator's GST settings (docs/money-and-providers.md). */
export interface GstSettings {
  /** TOTE_GST_RATE: percent, 0 to 28 (18 by default: rental of goods). */
  ratePercent: number;
  /** TOTE_GST_SAC: the services accounting code on the invoice; rental of goods is 9973xx (997329 by default). */
  sac: string;
}

export const DEFAULT_GST: GstSettings = { ratePercent: 18, sac: '997329' };

/**
 * TOTE_GST_RATE and TOTE_GST_SAC, checked at start (a typo must not print a wrong tax invoice).
 * A bad value throws an Error naming the variable; server/config.ts turns it into a ConfigError.
 */
export function loadGstSettings(env: NodeJS.ProcessEnv = process.env): GstSettings {
  const rawRate = env.TOTE_GST_RATE?.trim();
  const rawSac = env.TOTE_GST_SAC?.trim();
  const ratePercent = rawRate ? Number(rawRate) : DEFAULT_GST.ratePercent;
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 28 || Math.round(ratePercent * 100) !== ratePercent * 100) {
    throw new Error(`TOTE_GST_RATE must be a percentage from 0 to 28, such as 18 (got "${rawRate}").`);
  }
  const sac = rawSac || DEFAULT_GST.sac;
  if (!/^99\d{4}$/.test(sac)) throw new Error(`TOTE_GST_SAC must be a six-digit services code starting 99, such as 997329 (got "${rawSac}").`);
  return { ratePercent, sac };
}
