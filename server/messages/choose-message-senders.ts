import { ConfigError, intSetting } from '../config';
import { Msg91SmsSender } from '../sms/msg91-sms-sender';
import { emailChannel } from './email-channel';
import { MESSAGE_KINDS } from './message-kinds';
import type { ChannelSenders } from './send-messages';
import { smsChannel } from './sms-channel';

/** TOTE_MSG91_MESSAGE_TEMPLATES: a JSON object of message kind → DLT template id. */
export function parseSmsTemplates(raw: string | undefined): Record<string, string> {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('TOTE_MSG91_MESSAGE_TEMPLATES must be a JSON object of message kind to DLT template id.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('TOTE_MSG91_MESSAGE_TEMPLATES must be a JSON object.');
  const templates: Record<string, string> = {};
  for (const [kind, id] of Object.entries(parsed)) {
    if (!(kind in MESSAGE_KINDS))
      throw new ConfigError(`TOTE_MSG91_MESSAGE_TEMPLATES: unknown message kind "${kind}" (kinds: ${Object.keys(MESSAGE_KINDS).join(', ')}).`);
    if (typeof id !== 'string' || !/^[A-Za-z0-9]{6,40}$/.test(id))
      throw new ConfigError(`TOTE_MSG91_MESSAGE_TEMPLATES: the template id of "${kind}" must be 6–40 letters and digits.`);
    templates[kind] = id;
  }
  return templates;
}

/** The kinds that go by SMS but have no template: their SMS cannot be sent (the start log names them). */
export const kindsWithoutSmsTemplate = (templates: Record<string, string>) =>
  Object.entries(MESSAGE_KINDS)
    .filter(([kind, k]) => (k.channels as readonly string[]).includes('sms') && !templates[kind])
    .map(([kind]) => kind);

/** Where links in messages point: TOTE_PUBLIC_URL, or this server in demo mode. */
export const messageSiteUrl = (env: NodeJS.ProcessEnv, port: number) => (env.TOTE_PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');

/**
 * The providers of the SMS and e-mail channels, by the settings:
 * - e-mail over SMTP when TOTE_SMTP_HOST is set (with TOTE_SMTP_FROM; TOTE_SMTP_PORT, _USER, _PASSWORD);
 * - SMS by MSG91 when TOTE_SMS_PROVIDER=msg91, one DLT template per kind (TOTE_MSG91_MESSAGE_TEMPLATES).
 * A channel without a provider (demo mode) has no sender: its messages stay in the outbox, which the back office shows.
 */
export function chooseMessageSenders(env: NodeJS.ProcessEnv, options: { siteUrl: string; unsubscribeKey: Uint8Array }): ChannelSenders {
  const senders: ChannelSenders = {};
  const host = env.TOTE_SMTP_HOST?.trim();
  if (host) {
    const from = env.TOTE_SMTP_FROM?.trim();
    if (!from) throw new ConfigError('TOTE_SMTP_HOST needs TOTE_SMTP_FROM (the sender, e.g. Tote <hello@tote.example>).');
    const port = intSetting(env, 'TOTE_SMTP_PORT', 587, 1, 65_535);
    const user = env.TOTE_SMTP_USER?.trim() || undefined;
    senders.email = emailChannel({
      smtp: { host, port, secure: port === 465, user, password: env.TOTE_SMTP_PASSWORD, from },
      siteUrl: options.siteUrl,
      unsubscribeKey: options.unsubscribeKey,
    });
  }
  if ((env.TOTE_SMS_PROVIDER ?? '').trim().toLowerCase() === 'msg91') {
    const msg91 = new Msg91SmsSender({
      authKey: env.TOTE_MSG91_AUTH_KEY?.trim() ?? '',
      templateId: env.TOTE_MSG91_TEMPLATE_ID?.trim() ?? '',
      baseUrl: env.TOTE_MSG91_BASE_URL?.trim() || undefined,
    });
    senders.sms = smsChannel(msg91, parseSmsTemplates(env.TOTE_MSG91_MESSAGE_TEMPLATES), options.siteUrl);
  }
  return senders;
}
