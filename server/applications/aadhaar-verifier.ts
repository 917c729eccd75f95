import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The seam to an Aadhaar OTP verification provider (a UIDAI-licensed KYC
 * agency): it sends an OTP to the phone linked to the Aadhaar number and later
 * checks the code the holder typed. The server never learns the phone number.
 */
export interface AadhaarVerifier {
  readonly name: string;
  /** Asks the provider to send the OTP; `demoOtp` is set only by the demo verifier (shown like send-otp's in demo mode). */
  requestOtp(aadhaarNumber: string): Promise<{ referenceId: string; demoOtp?: string }>;
  /** Whether `otp` is the code sent for `referenceId`; `name` is the holder's name when the provider tells it. */
  confirmOtp(referenceId: string, otp: string): Promise<{ verified: boolean; name?: string }>;
}

const DEMO_TTL_MS = 10 * 60_000;

/**
 * Demo mode: no provider; the code is made here and handed back in the
 * response, the way send-otp does in demo mode. Codes are kept hashed in
 * memory for 10 minutes (a restart forgets them: request a new one).
 */
export class DemoAadhaarVerifier implements AadhaarVerifier {
  readonly name = 'demo';
  private readonly key = randomUUID();
  private readonly pending = new Map<string, { hash: string; expires: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  private hash(referenceId: string, otp: string): Buffer {
    return createHmac('sha256', this.key).update(`${referenceId}:${otp}`).digest();
  }

  async requestOtp(): Promise<{ referenceId: string; demoOtp: string }> {
    const referenceId = randomUUID();
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    for (const [id, entry] of this.pending) if (entry.expires < this.clock()) this.pending.delete(id);
    this.pending.set(referenceId, { hash: this.hash(referenceId, otp).toString('hex'), expires: this.clock() + DEMO_TTL_MS });
    return { referenceId, demoOtp: otp };
  }

  async confirmOtp(referenceId: string, otp: string): Promise<{ verified: boolean }> {
    const entry = this.pending.get(referenceId);
    if (!entry || entry.expires < this.clock()) return { verified: false };
    const verified = timingSafeEqual(Buffer.from(entry.hash, 'hex'), this.hash(referenceId, otp));
    if (verified) this.pending.delete(referenceId);
    return { verified };
  }
}

let shared: AadhaarVerifier | undefined;

/**
 * The verifier of this process. Only the demo one exists: a real provider is
 * plugged in by implementing AadhaarVerifier and returning it here for
 * TOTE_AADHAAR_PROVIDER (production refuses to start the flow without one).
 */
export function defaultAadhaarVerifier(): AadhaarVerifier {
  shared ??= new DemoAadhaarVerifier();
  return shared;
}
