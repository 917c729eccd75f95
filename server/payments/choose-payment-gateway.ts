import { ConfigError } from '../config';
import type { Database } from '../db/database';
import { DemoPaymentGateway } from './demo-payment-gateway';
import type { PaymentGateway } from './payment-gateway';

/**
 * The gateway named by TOTE_PAYMENT_GATEWAY (see payment-gateway.ts). Only
 * 'demo' is built in (its books in `db`); an unknown name, or production
 * without an explicit choice, is a startup error rather than a silent demo
 * that takes no money.
 */
export function choosePaymentGateway(db: Database, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const name = (env.TOTE_PAYMENT_GATEWAY ?? '').trim().toLowerCase();
  if (name === 'demo' || (name === '' && env.NODE_ENV !== 'production')) return new DemoPaymentGateway(db);
  if (name === '') throw new ConfigError('Set TOTE_PAYMENT_GATEWAY: production needs a real payment gateway (or "demo" explicitly).');
  throw new ConfigError(`Unknown payment gateway "${name}" (TOTE_PAYMENT_GATEWAY). Built in: demo.`);
}
