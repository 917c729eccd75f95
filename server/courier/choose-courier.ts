import { ConfigError, isProduction } from '../config';
import { BlueDartCourier } from './bluedart-courier';
import type { Courier } from './courier';
import { DemoCourier } from './demo-courier';
import { ManualCourier } from './manual-courier';

let demo: Courier | undefined;

/**
 * The courier named by TOTE_COURIER:
 * - `demo` (the default in demo mode): a made-up, believable history per waybill.
 * - `bluedart`: Blue Dart's tracking API (server/courier/bluedart-courier.ts), with
 *   TOTE_BLUEDART_LOGIN_ID, TOTE_BLUEDART_LICENCE_KEY and optionally TOTE_BLUEDART_BASE_URL.
 * - `manual`: the operator books parcels with any courier and types the waybill and
 *   the courier's tracking link when a bag ships (manual-courier.ts); allowed in production.
 * Production must name one: members would otherwise be shown invented scans.
 */
export function chooseCourier(env: NodeJS.ProcessEnv = process.env): Courier {
  const name = (env.TOTE_COURIER ?? '').trim().toLowerCase();
  if (name === 'demo' || (name === '' && !isProduction(env))) return (demo ??= new DemoCourier());
  if (name === '')
    throw new ConfigError(
      'Set TOTE_COURIER: production needs real shipment tracking (bluedart, manual for waybills and tracking links typed by an operator, or "demo" explicitly).',
    );
  if (name === 'manual') return new ManualCourier();
  if (name === 'bluedart') {
    const required = (variable: string) => {
      const value = env[variable]?.trim();
      if (!value) throw new ConfigError(`TOTE_COURIER=bluedart needs ${variable}.`);
      return value;
    };
    const baseUrl = env.TOTE_BLUEDART_BASE_URL?.trim() || undefined;
    if (baseUrl && !URL.canParse(baseUrl)) throw new ConfigError(`TOTE_BLUEDART_BASE_URL must be an absolute URL (got "${baseUrl}").`);
    return new BlueDartCourier({ loginId: required('TOTE_BLUEDART_LOGIN_ID'), licenceKey: required('TOTE_BLUEDART_LICENCE_KEY'), baseUrl });
  }
  throw new ConfigError(`Unknown courier "${name}" (TOTE_COURIER). Built in: bluedart, manual, demo.`);
}
