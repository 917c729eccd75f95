import { ConfigError, isProduction } from '../config';
import { Msg91SmsSender } from './msg91-sms-sender';
import { ConsoleSmsSender, type SmsSender } from './sms-sender';

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`TOTE_SMS_PROVIDER=msg91 needs ${name}.`);
  return value;
};

/**
 * Picks the SMS gateway by TOTE_SMS_PROVIDER:
 * - `console` (the default in demo mode): prints each OTP to the server log.
 *   Production refuses it at start: it would deliver nothing and log every code.
 * - `msg91`: MSG91's Flow API (server/sms/msg91-sms-sender.ts), configured by
 *   TOTE_MSG91_AUTH_KEY, TOTE_MSG91_TEMPLATE_ID and optionally TOTE_MSG91_BASE_URL.
 * Another gateway implements SmsSender and gets a case here.
 */
export function chooseSmsSender(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const provider = (env.TOTE_SMS_PROVIDER ?? '').trim().toLowerCase();
  switch (provider) {
    case '':
    case 'console':
      if (isProduction(env)) {
        throw new ConfigError(
          'TOTE_SMS_PROVIDER: production must send real SMS. Set TOTE_SMS_PROVIDER=msg91 with TOTE_MSG91_AUTH_KEY and TOTE_MSG91_TEMPLATE_ID ' +
            '(the console sender only prints OTPs to the log).',
        );
      }
      return new ConsoleSmsSender();
    case 'msg91':
      return new Msg91SmsSender({
        authKey: required(env, 'TOTE_MSG91_AUTH_KEY'),
        templateId: required(env, 'TOTE_MSG91_TEMPLATE_ID'),
        baseUrl: env.TOTE_MSG91_BASE_URL?.trim() || undefined,
      });
    default:
      throw new ConfigError(`Unknown TOTE_SMS_PROVIDER "${provider}". Supported: msg91, console (demo mode only).`);
  }
}
