import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { SmsSender } from './sms/sms-sender';
import type { AadhaarVerifier } from './applications/aadhaar-verifier';
import type { Courier } from './courier/courier';
import type { PaymentGateway } from './payments/payment-gateway';
import type { Logger } from './log/logger';
import type { DocumentStore } from './uploads/document-store';

/** What every route module gets: the database, the configuration and the outside-service seams. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  sms: SmsSender;
  /** Injectable clock so tests can expire OTPs and tokens without waiting. */
  now: () => Date;
  /** Outside-service seams; when absent the configured default (demo) is used. */
  payments?: PaymentGateway;
  courier?: Courier;
  aadhaar?: AadhaarVerifier;
  /** Where uploads go (server/uploads/document-store.ts); the configured one (TOTE_DOCUMENT_STORE) when absent. */
  documents?: DocumentStore;
  /** Request and error log; the process logger (server/log/logger.ts) when absent. */
  log?: Logger;
  /**
   * Set by main.ts: `starting` until its jobs and signal handlers are in place, `draining` on SIGTERM. /readyz
   * answers 503 in both, so the load balancer sends traffic only to an instance that can also stop cleanly.
   */
  lifecycle?: { draining: boolean; starting?: boolean };
}
