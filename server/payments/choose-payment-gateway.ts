import { ConfigError } from '../config';
import type { Database } from '../db/database';
import { DemoPaymentGateway } from './demo-payment-gateway';
import type { ManualPayee, PaymentGateway } from './payment-gateway';
import { RazorpayPaymentGateway } from './razorpay-payment-gateway';
import { ManualPaymentGateway } from './manual-payment-gateway';
import { CLUB_FACTS } from '../../src/config/club-facts';
import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN, UPI_ID_PATTERN } from '../../src/validation/payment';

/** Where Razorpay sends the member back: our return route, which settles the payment and opens the site's packages page. */
export const PAYMENT_RETURN_PATH = 'api/payment/return';

/**
 * The gateway named by TOTE_PAYMENT_GATEWAY (see payment-gateway.ts):
 * - `demo` (the default in demo mode; its books in `db`). Production without an
 *   explicit choice is a startup error rather than a silent demo that takes no money.
 * - `razorpay`: Payment Links (server/payments/razorpay-payment-gateway.ts), with
 *   TOTE_RAZORPAY_KEY_ID, TOTE_RAZORPAY_KEY_SECRET, TOTE_PUBLIC_URL (the address
 *   members reach the site at, for the way back) and optionally TOTE_RAZORPAY_BASE_URL.
 * - `manual`: the member pays by UPI or bank transfer and an operator marks it
 *   received (manual-payment-gateway.ts). Allowed in production: a club can open
 *   before its gateway contract. Needs TOTE_MANUAL_PAY_UPI_ID, or
 *   TOTE_MANUAL_PAY_ACCOUNT_NUMBER with TOTE_MANUAL_PAY_IFSC, or both;
 *   TOTE_MANUAL_PAY_ACCOUNT_NAME (default: the club's legal name) and TOTE_MANUAL_PAY_BANK_NAME are optional.
 */
export function choosePaymentGateway(db: Database, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const name = (env.TOTE_PAYMENT_GATEWAY ?? '').trim().toLowerCase();
  if (name === 'demo' || (name === '' && env.NODE_ENV !== 'production')) return new DemoPaymentGateway(db);
  if (name === '')
    throw new ConfigError(
      'Set TOTE_PAYMENT_GATEWAY: production needs a way to take payments (razorpay, manual for UPI or bank transfer confirmed by hand, or "demo" explicitly).',
    );
  if (name === 'manual') return new ManualPaymentGateway(manualPayee(env));
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
  throw new ConfigError(`Unknown payment gateway "${name}" (TOTE_PAYMENT_GATEWAY). Built in: razorpay, manual, demo.`);
}

/** TOTE_MANUAL_PAY_*: the club's UPI id and/or bank account, checked at start (a typo would send members' money astray). */
export function manualPayee(env: NodeJS.ProcessEnv): ManualPayee {
  const read = (variable: string) => env[variable]?.trim() || null;
  const upiId = read('TOTE_MANUAL_PAY_UPI_ID');
  const accountNumber = read('TOTE_MANUAL_PAY_ACCOUNT_NUMBER');
  const ifsc = read('TOTE_MANUAL_PAY_IFSC')?.toUpperCase() ?? null;
  if (!upiId && !accountNumber) {
    throw new ConfigError(
      'TOTE_PAYMENT_GATEWAY=manual needs where members pay: TOTE_MANUAL_PAY_UPI_ID (e.g. toteluxe@icici), or TOTE_MANUAL_PAY_ACCOUNT_NUMBER with TOTE_MANUAL_PAY_IFSC, or both.',
    );
  }
  if (upiId && !UPI_ID_PATTERN.test(upiId)) throw new ConfigError(`TOTE_MANUAL_PAY_UPI_ID must be a UPI id such as toteluxe@icici (got "${upiId}").`);
  if (accountNumber && !BANK_ACCOUNT_PATTERN.test(accountNumber)) {
    throw new ConfigError(`TOTE_MANUAL_PAY_ACCOUNT_NUMBER must be the bank account's 9 to 18 digits (got "${accountNumber}").`);
  }
  if (accountNumber && !(ifsc && IFSC_PATTERN.test(ifsc))) {
    throw new ConfigError(`TOTE_MANUAL_PAY_IFSC must be the branch's 11-character IFSC, such as HDFC0000240 (got "${ifsc ?? ''}").`);
  }
  return {
    accountName: read('TOTE_MANUAL_PAY_ACCOUNT_NAME') ?? CLUB_FACTS.legalName,
    upiId,
    bank: accountNumber && ifsc ? { accountNumber, ifsc, bankName: read('TOTE_MANUAL_PAY_BANK_NAME') } : null,
  };
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
