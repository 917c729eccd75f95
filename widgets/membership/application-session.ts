import { readSession, writeSession } from '../../src/storage/session-storage';
import type { DetailValues } from './application-rules';

/**
 * The application session of spec point 3: the form's progress, the chosen plan
 * and the payment attempt in flight, so a reload loses nothing typed and a retried
 * payment reuses its idempotency key. Files are not here: the platform cannot keep them.
 */
export interface ApplicationSession {
  step?: number;
  /** The furthest step reached, so the stepper lets the member go back and forth up to it. */
  reached?: number;
  values?: Partial<DetailValues>;
  pan?: string;
  slabId?: number | null;
  payment?: PaymentAttempt | null;
}

/** One payment attempt: its idempotency key is reused until the attempt has a definite answer. */
export interface PaymentAttempt {
  key: string;
  slabId: number;
  orderId?: number;
}

/** The Aadhaar session of spec point 3: the number being verified and how far verification got. */
export interface AadhaarSession {
  number: string;
  referenceId?: string | number | null;
  verified?: boolean;
  name?: string | null;
  /** The club checks the number against the uploaded card (no OTP): the application goes on as if verified. */
  manual?: boolean;
}

export function readApplication(): ApplicationSession {
  return readSession<ApplicationSession>('application') ?? {};
}

/** Merges `patch` into the stored session (the form and the payment write different parts). */
export function patchApplication(patch: Partial<ApplicationSession>): ApplicationSession {
  const next = { ...readApplication(), ...patch };
  writeSession('application', next);
  return next;
}

export function readAadhaar(): AadhaarSession | null {
  return readSession<AadhaarSession>('aadhaar');
}

export function writeAadhaar(value: AadhaarSession | null): void {
  writeSession('aadhaar', value);
}
