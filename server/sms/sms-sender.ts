/**
 * Seam for the SMS gateway that delivers one-time passwords. The demo sender
 * logs the message (and keeps the last few for tests); a real gateway
 * implements this interface and is chosen in server/sms/choose-sms-sender.ts
 * by TOTE_SMS_PROVIDER (see README, "Outside services").
 */
export interface SmsSender {
  /**
   * Sends `text` to the 10-digit Indian mobile number `to`. `vars` are the
   * values in it (e.g. `otp`, `minutes`), for gateways that send registered
   * templates (India's DLT rules) rather than free text.
   */
  send(to: string, text: string, vars?: Record<string, string>): Promise<void>;
}

/** Demo mode only: production refuses it at start (it would print every OTP to the log). */
export class ConsoleSmsSender implements SmsSender {
  readonly outbox: { to: string; text: string; at: Date }[] = [];

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async send(to: string, text: string): Promise<void> {
    this.outbox.push({ to, text, at: new Date() });
    if (this.outbox.length > 50) this.outbox.shift();
    this.log(`[sms] to ${to}: ${text}`);
  }
}
