import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { SmsSender } from './sms/sms-sender';

/** What every route module gets: the database, the configuration and the outside-service seams. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  sms: SmsSender;
  /** Injectable clock so tests can expire OTPs and tokens without waiting. */
  now: () => Date;
}
