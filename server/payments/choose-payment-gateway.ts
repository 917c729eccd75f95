import { ConfigError } from '../config';
import type { Database } from '../db/database';
import { DemoPaymentGateway } from './demo-payment-gateway';
import type { PaymentGateway } from './payment-gateway';
import { RazorpayPaymentGateway } from './razorpay-payment-gateway';

/** Where Razorpay sends the member back: our return route, which settles the payment and opens the site's packages page. */
export const PAYMENT_RETURN_PATH = 'api/payment/return';

/**
 * The gateway named by TOTE_PAYMENT_GATEWAY (see payment-gateway.ts):
 * - `demo` (the default in demo mode; its books in `db`). Production without an
 *   explicit choice is a startup error rather than a silent demo that takes no money.
 * - `razorpay`: Payment Links (server/payments/razorpay-payment-gateway.ts), with
 *   TOTE_RAZORPAY_KEY_ID, TOTE_RAZORPAY_KEY_SECRET, TOTE_PUBLIC_URL (the address
 *   members reach the site at, for the way back) and optionally TOTE_RAZORPAY_BASE_URL.
 */
export function choosePaymentGateway(db: Database, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const name = (env.TOTE_PAYMENT_GATEWAY ?? '').trim().toLowerCase();
  if (name === 'demo' || (name === '' && env.NODE_ENV !== 'production')) return new DemoPaymentGateway(db);
  if (name === '') throw new ConfigError('Set TOTE_PAYMENT_GATEWAY: production needs a real payment gateway (razorpay, or "demo" explicitly).');
  if (name === 'razorpay') {
    const required = (variable: string) => {
      const value = env[variable]?.trim();
      if (!value) throw new ConfigError(`TOTE_PAYMENT_GATEWAY=razorpay needs ${variable}.`);
      return value;
    };
    const keyId = required('TOTE_RAZORPAY_KEY_ID');
    const keySecret = required('TOTE_RAZORPAY_KEY_SECRET');
    const site = publicUrl(required('TOTE_PUBLIC_URL'));
    return new RazorpayPaymentGateway({
      keyId,
      keySecret,
      siteUrl: site.href,
      callbackUrl: new URL(PAYMENT_RETURN_PATH, site).href,
      baseUrl: env.TOTE_RAZORPAY_BASE_URL?.trim() || undefined,
    });
  }
  throw new ConfigError(`Unknown payment gateway "${name}" (TOTE_PAYMENT_GATEWAY). Built in: razorpay, demo.`);
}

/** TOTE_PUBLIC_URL: an absolute http(s) address without query or fragment, e.g. https://tote.example. */
function publicUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`TOTE_PUBLIC_URL must be the site's absolute address, such as https://tote.example (got "${value}").`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new ConfigError(`TOTE_PUBLIC_URL must be the site's http(s) address without query or fragment, such as https://tote.example (got "${value}").`);
  }
  return new URL(url.pathname.endsWith('/') ? url.href : `${url.href}/`);
}
