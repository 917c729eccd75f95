import { Writable } from 'node:stream';
import pino from 'pino';

export type Logger = pino.Logger;

/**
 * The server's logger (pino). In production every line is JSON on stdout, one
 * object per event, for the log shipper; in demo mode the same events print
 * as short readable lines. TOTE_LOG_LEVEL sets the level (default info; the
 * test runner defaults to silent). Nothing secret is ever passed to it: no
 * OTP, token, Aadhaar digits, request body or query string, and requests are
 * logged by route pattern (/api/user/:id), not by path.
 */
export function createLogger(options: { json?: boolean; level?: string; destination?: pino.DestinationStream } = {}): Logger {
  const json = options.json ?? process.env.NODE_ENV === 'production';
  const level = options.level ?? process.env.TOTE_LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  const destination = options.destination ?? (json ? pino.destination({ dest: 1, sync: true }) : readableLines(process.stdout));
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** `12:00:01 GET /api/user/:id 200 3 ms` and `12:00:01 warn message key=value`: pino's JSON made readable for a terminal. */
function readableLines(out: NodeJS.WritableStream): pino.DestinationStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        try {
          const { level, time, msg, err, ...fields } = JSON.parse(line) as Record<string, unknown>;
          const clock = typeof time === 'string' ? time.slice(11, 19) : '';
          const tag = Number(level) >= 40 ? ` ${LEVELS[Number(level)]}` : '';
          // A request line already says method, route and status in its message.
          const shown = 'route' in fields ? ['ms'] : Object.keys(fields).filter((key) => key !== 'reqId');
          const rest = Object.entries(fields)
            .filter(([key]) => shown.includes(key))
            .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
            .join(' ');
          const stack = err && typeof err === 'object' ? `\n${(err as { stack?: string }).stack ?? JSON.stringify(err)}` : '';
          out.write(`${clock}${tag} ${msg ?? ''}${rest ? ` ${rest}` : ''}${stack}\n`);
        } catch {
          out.write(`${line}\n`);
        }
      }
      done();
    },
  });
}

/** The process's logger, for code that runs outside a request (start-up, timers). */
export const log: Logger = createLogger();
