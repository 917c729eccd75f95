/**
 * Seam for the SMS gateway that delivers one-time passwords. The demo sender
 * logs the message (and keeps the last few for tests); a real gateway is plugged
 * in by implementing this interface and choosing it in server/sms/choose-sms-sender.ts
 * with TOTE_SMS_PROVIDER (see README, "Outside services").
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export class ConsoleSmsSender implements SmsSender {
  readonly outbox: { to: string; text: string; at: Date }[] = [];

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async send(to: string, text: string): Promise<void> {
    this.outbox.push({ to, text, at: new Date() });
    if (this.outbox.length > 50) this.outbox.shift();
    this.log(`[sms] to ${to}: ${text}`);
  }
}
