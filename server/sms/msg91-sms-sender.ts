import type { SmsSender } from './sms-sender';

export interface Msg91Options {
  /** TOTE_MSG91_AUTH_KEY: the account's auth key (MSG91 dashboard, "Authkey"). */
  authKey: string;
  /** TOTE_MSG91_TEMPLATE_ID: the flow template, registered on the DLT portal, with ##otp## and ##minutes## in it. */
  templateId: string;
  /** TOTE_MSG91_BASE_URL: default https://control.msg91.com (tests point it at a local server). */
  baseUrl?: string;
  /** Country calling code put before the 10-digit number (India: 91). */
  countryCode?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * MSG91 (an Indian SMS gateway), through its Flow API: POST /api/v5/flow with
 * the auth key in the `authkey` header and the template's variables per
 * recipient. Indian operators deliver only DLT-registered templates, so the
 * text is the template's; we send its values (`otp`, `minutes`). A refusal or
 * a timeout throws: send-otp then answers 502 and the code is discarded.
 * Errors name the status and MSG91's message, never the OTP.
 */
export class Msg91SmsSender implements SmsSender {
  readonly name = 'msg91';
  private readonly endpoint: string;

  constructor(private readonly options: Msg91Options) {
    this.endpoint = `${(options.baseUrl ?? 'https://control.msg91.com').replace(/\/+$/, '')}/api/v5/flow`;
  }

  async send(to: string, _text: string, vars: Record<string, string> = {}): Promise<void> {
    await this.sendTemplate(this.options.templateId, to, vars);
  }

  /** Sends the DLT template `templateId` (the OTP's, or a member message's per kind) filled with `vars`. */
  async sendTemplate(templateId: string, to: string, vars: Record<string, string>): Promise<void> {
    const response = await (this.options.fetch ?? fetch)(this.endpoint, {
      method: 'POST',
      headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        short_url: '0',
        recipients: [{ mobiles: `${this.options.countryCode ?? '91'}${to}`, ...vars }],
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const answer = (await response.json().catch(() => null)) as { type?: string; message?: unknown } | null;
    if (!response.ok || answer?.type !== 'success') {
      const said = typeof answer?.message === 'string' ? answer.message.slice(0, 200) : 'no message';
      throw new Error(`MSG91 did not accept the SMS (HTTP ${response.status}: ${said})`);
    }
  }
}
