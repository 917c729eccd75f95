import type { Msg91SmsSender } from '../sms/msg91-sms-sender';
import { smsValues } from './message-content';
import type { ClaimedMessage } from './message-record';
import { type ChannelSender, UndeliverableError } from './send-messages';

/**
 * SMS through MSG91's Flow API. India's DLT rules deliver only registered templates, so each
 * kind has its own template id (TOTE_MSG91_MESSAGE_TEMPLATES); the message fills its
 * variables. A kind without a template is given up at once, with the reason in the outbox.
 */
export function smsChannel(msg91: Pick<Msg91SmsSender, 'sendTemplate'>, templates: Record<string, string>, siteUrl: string): ChannelSender {
  return async (message: ClaimedMessage) => {
    const templateId = templates[message.kind];
    if (!templateId) throw new UndeliverableError(`no DLT template for ${message.kind} (TOTE_MSG91_MESSAGE_TEMPLATES)`);
    const values = smsValues({ subject: message.subject, body: message.body, link: message.link, firstName: message.first_name }, siteUrl);
    await msg91.sendTemplate(templateId, message.mobile, values);
  };
}
