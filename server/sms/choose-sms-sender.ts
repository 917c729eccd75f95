import { ConsoleSmsSender, type SmsSender } from './sms-sender';

/**
 * Picks the SMS gateway by TOTE_SMS_PROVIDER. Only `console` (the default) exists:
 * it prints each OTP to the server log, which is what demo mode needs. To deliver
 * real SMS, implement SmsSender for the provider (e.g. server/sms/<provider>-sms-sender.ts
 * reading its credentials from the environment) and add a case here.
 */
export function chooseSmsSender(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const provider = (env.TOTE_SMS_PROVIDER ?? 'console').trim().toLowerCase();
  switch (provider) {
    case '':
    case 'console':
      return new ConsoleSmsSender();
    default:
      throw new Error(`Unknown TOTE_SMS_PROVIDER "${provider}". Supported: console.`);
  }
}
