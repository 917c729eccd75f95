import { DemoPaymentGateway } from './demo-payment-gateway';
import type { PaymentGateway } from './payment-gateway';

let shared: PaymentGateway | undefined;

/**
 * The gateway named by TOTE_PAYMENT_GATEWAY (see payment-gateway.ts). Only
 * 'demo' is built in; an unknown name, or production without an explicit
 * choice, is a startup error rather than a silent demo that takes no money.
 */
export function choosePaymentGateway(env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const name = (env.TOTE_PAYMENT_GATEWAY ?? '').trim().toLowerCase();
  if (name === 'demo' || (name === '' && env.NODE_ENV !== 'production')) {
    shared ??= new DemoPaymentGateway();
    return shared;
  }
  if (name === '') throw new Error('Set TOTE_PAYMENT_GATEWAY: production needs a real payment gateway (or "demo" explicitly).');
  throw new Error(`Unknown payment gateway "${name}" (TOTE_PAYMENT_GATEWAY). Built in: demo.`);
}
