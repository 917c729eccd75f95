import { MESSAGE_KINDS, type MessageKindName } from './message-kinds';
import { composeEmail } from './message-content';
import type { ClaimedMessage } from './message-record';
import { type ChannelSender, UndeliverableError } from './send-messages';
import { unsubscribeUrl } from './unsubscribe-link';

/** TOTE_SMTP_*: the mail server the club's e-mails leave by. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The sender, e.g. `Tote <hello@tote.example>`. */
  from: string;
}

export interface EmailChannelOptions {
  smtp: SmtpSettings;
  /** The site's address, for links (TOTE_PUBLIC_URL). */
  siteUrl: string;
  /** The unsubscribe links' key (config.keys.unsubscribe). */
  unsubscribeKey: Uint8Array;
  timeoutMs?: number;
}

/**
 * E-mail over SMTP with nodemailer (loaded when the first e-mail goes, so a server without
 * SMTP never loads it). Each message is text and simple HTML; a kind that is not
 * transactional carries a one-click unsubscribe (RFC 8058: List-Unsubscribe with
 * List-Unsubscribe-Post). Errors name the mail server's answer, never the address or the text.
 */
export function emailChannel(options: EmailChannelOptions): ChannelSender {
  let transport: Promise<import('nodemailer').Transporter> | null = null;
  const connect = async () => {
    const nodemailer = (await import('nodemailer')).default;
    const { host, port, secure, user, password } = options.smtp;
    const timeout = options.timeoutMs ?? 15_000;
    return nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass: password ?? '' } : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  };
  return async (message: ClaimedMessage) => {
    if (!message.email) throw new UndeliverableError('the member has no e-mail address');
    const kind = MESSAGE_KINDS[message.kind as MessageKindName];
    const unsubscribe = kind && !kind.transactional ? unsubscribeUrl(options.siteUrl, options.unsubscribeKey, message.user_id, message.kind) : null;
    const letter = composeEmail(
      { subject: message.subject, body: message.body, link: message.link, firstName: message.first_name },
      options.siteUrl,
      unsubscribe,
    );
    transport ??= connect();
    try {
      await (
        await transport
      ).sendMail({
        from: options.smtp.from,
        to: message.email,
        subject: letter.subject,
        text: letter.text,
        html: letter.html,
        headers: unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
      });
    } catch (error) {
      const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code ?? 'error';
      // A refusal of the address itself (5xx on RCPT) will not mend by retrying.
      if (typeof code === 'number' && code >= 500) throw new UndeliverableError(`the mail server refused it (${code})`, { cause: error });
      throw new Error(`the mail server did not take it (${code})`, { cause: error });
    }
  };
}
