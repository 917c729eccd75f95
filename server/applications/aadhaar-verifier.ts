import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ConfigError, isProduction } from '../config';
import type { Database } from '../db/database';
import { deleteDemoAadhaarOtp, findDemoAadhaarOtp, insertDemoAadhaarOtp } from './aadhaar-record';

/**
 * The seam to an Aadhaar OTP verification provider (a UIDAI-licensed KYC
 * agency): it sends an OTP to the phone linked to the Aadhaar number and later
 * checks the code the holder typed. The server never learns the phone number.
 * A verifier with `manual` set sends nothing: the member submits the
 * application with the card's images and an operator checks them.
 */
export interface AadhaarVerifier {
  readonly name: string;
  /** No online check: the operator reviews the uploaded card (the production default). */
  readonly manual?: boolean;
  /** Asks the provider to send the OTP; `demoOtp` is set only by the demo verifier (shown like send-otp's in demo mode). */
  requestOtp(aadhaarNumber: string): Promise<{ referenceId: string; demoOtp?: string }>;
  /** Whether `otp` is the code sent for `referenceId`; `name` is the holder's name when the provider tells it. */
  confirmOtp(referenceId: string, otp: string): Promise<{ verified: boolean; name?: string }>;
}

/** The provider said no for a reason the member can act on (a 400 with this text), or is unreachable (a 502). */
export class AadhaarProviderError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

const DEMO_TTL_MS = 10 * 60_000;

/**
 * Demo mode: no provider; the code is made here and handed back in the
 * response, the way send-otp does in demo mode. Pending codes are kept hashed
 * in the database for 10 minutes, so any instance can check them.
 */
export class DemoAadhaarVerifier implements AadhaarVerifier {
  readonly name = 'demo';

  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly clock: () => number = Date.now,
  ) {}

  private hash(referenceId: string, otp: string): Buffer {
    return createHmac('sha256', this.key).update(`demo-aadhaar:${referenceId}:${otp}`).digest();
  }

  async requestOtp(): Promise<{ referenceId: string; demoOtp: string }> {
    const referenceId = randomUUID();
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock();
    await insertDemoAadhaarOtp(this.db, referenceId, this.hash(referenceId, otp).toString('hex'), new Date(now), new Date(now + DEMO_TTL_MS));
    return { referenceId, demoOtp: otp };
  }

  async confirmOtp(referenceId: string, otp: string): Promise<{ verified: boolean }> {
    const entry = await findDemoAadhaarOtp(this.db, referenceId);
    if (!entry || new Date(entry.expires_at).getTime() < this.clock()) return { verified: false };
    const verified = timingSafeEqual(Buffer.from(entry.code_hash, 'hex'), this.hash(referenceId, otp));
    if (verified) await deleteDemoAadhaarOtp(this.db, referenceId);
    return { verified };
  }
}

/** Production's default: no OTP; the application goes in with the card's images and an operator checks them. */
export class ManualAadhaarReview implements AadhaarVerifier {
  readonly name = 'manual';
  readonly manual = true;
  async requestOtp(): Promise<never> {
    throw new Error('Manual review sends no OTP.');
  }
  async confirmOtp(): Promise<never> {
    throw new Error('Manual review checks no OTP.');
  }
}

export interface CashfreeOptions {
  clientId: string;
  clientSecret: string;
  /** Default https://api.cashfree.com/verification (sandbox: https://sandbox.cashfree.com/verification). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Cashfree's offline Aadhaar (OKYC) verification: POST /offline-aadhaar/otp
 * with the number sends the holder an OTP and answers a ref_id; POST
 * /offline-aadhaar/verify with the ref_id and the code answers status VALID
 * and the holder's name. Credentials in the x-client-id / x-client-secret headers.
 */
export class CashfreeAadhaarVerifier implements AadhaarVerifier {
  readonly name = 'cashfree';
  private readonly base: string;

  constructor(private readonly options: CashfreeOptions) {
    this.base = (options.baseUrl ?? 'https://api.cashfree.com/verification').replace(/\/+$/, '');
  }

  private async call(path: string, body: unknown): Promise<{ status: number; answer: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-client-id': this.options.clientId,
          'x-client-secret': this.options.clientSecret,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new AadhaarProviderError(`Cashfree is unreachable (${(error as Error).message})`, false);
    }
    const answer = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      throw new AadhaarProviderError(`Cashfree answered HTTP ${response.status}`, false);
    }
    return { status: response.status, answer };
  }

  async requestOtp(aadhaarNumber: string): Promise<{ referenceId: string }> {
    const { answer } = await this.call('/offline-aadhaar/otp', { aadhaar_number: aadhaarNumber });
    if (answer.status !== 'SUCCESS' || answer.ref_id === undefined || answer.ref_id === null) {
      throw new AadhaarProviderError(
        typeof answer.message === 'string' && answer.message ? answer.message : 'This Aadhaar number cannot be verified by OTP.',
        true,
      );
    }
    return { referenceId: String(answer.ref_id) };
  }

  async confirmOtp(referenceId: string, otp: string): Promise<{ verified: boolean; name?: string }> {
    const { answer } = await this.call('/offline-aadhaar/verify', { ref_id: referenceId, otp });
    if (answer.status !== 'VALID') return { verified: false };
    return { verified: true, name: typeof answer.name === 'string' ? answer.name : undefined };
  }
}

/**
 * The verifier named by TOTE_AADHAAR_VERIFIER: `demo` (the default in demo
 * mode; refused in production, where nobody would receive its codes),
 * `manual` (the default in production) or `cashfree` (TOTE_CASHFREE_CLIENT_ID,
 * TOTE_CASHFREE_CLIENT_SECRET, optionally TOTE_CASHFREE_BASE_URL).
 */
export function chooseAadhaarVerifier(db: Database, keys: { aadhaar: Uint8Array }, env: NodeJS.ProcessEnv = process.env): AadhaarVerifier {
  const production = isProduction(env);
  const name = (env.TOTE_AADHAAR_VERIFIER ?? '').trim().toLowerCase() || (production ? 'manual' : 'demo');
  const required = (variable: string) => {
    const value = env[variable]?.trim();
    if (!value) throw new ConfigError(`TOTE_AADHAAR_VERIFIER=cashfree needs ${variable}.`);
    return value;
  };
  switch (name) {
    case 'demo':
      if (production) throw new ConfigError('TOTE_AADHAAR_VERIFIER=demo is for demo mode: in production use manual (the default) or cashfree.');
      return new DemoAadhaarVerifier(db, keys.aadhaar);
    case 'manual':
      return new ManualAadhaarReview();
    case 'cashfree':
      return new CashfreeAadhaarVerifier({
        clientId: required('TOTE_CASHFREE_CLIENT_ID'),
        clientSecret: required('TOTE_CASHFREE_CLIENT_SECRET'),
        baseUrl: env.TOTE_CASHFREE_BASE_URL?.trim() || undefined,
      });
    default:
      throw new ConfigError(`Unknown TOTE_AADHAAR_VERIFIER "${name}". Supported: manual, cashfree, demo (demo mode only).`);
  }
}
