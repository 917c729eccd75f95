// Which event goes by which channel. The in-app notification always goes; SMS and
// e-mail go per kind. Transactional kinds (about a member's money, application or a
// bag in their hands) cannot be turned off; the others carry a one-click unsubscribe.

export type MessageChannel = 'sms' | 'email';

export interface MessageKind {
  channels: readonly MessageChannel[];
  transactional: boolean;
}

export const MESSAGE_KINDS = {
  'application-received': { channels: ['email'], transactional: true },
  'application-approved': { channels: ['sms', 'email'], transactional: true },
  'application-on-hold': { channels: ['sms', 'email'], transactional: true },
  'payment-received': { channels: ['email'], transactional: true },
  'booking-confirmed': { channels: ['sms', 'email'], transactional: true },
  shipped: { channels: ['sms', 'email'], transactional: true },
  'out-for-delivery': { channels: ['sms'], transactional: true },
  delivered: { channels: ['sms'], transactional: true },
  'due-back-tomorrow': { channels: ['sms', 'email'], transactional: true },
  'return-picked-up': { channels: ['sms'], transactional: true },
  'checked-in': { channels: ['email'], transactional: true },
  'waitlisted-bag-free': { channels: ['sms', 'email'], transactional: false },
  'membership-ends-soon': { channels: ['sms', 'email'], transactional: false },
  'membership-ended': { channels: ['email'], transactional: false },
} as const satisfies Record<string, MessageKind>;

export type MessageKindName = keyof typeof MESSAGE_KINDS;

/** The channels a message of `kind` goes by, less those the member turned off (never for transactional kinds). */
export function channelsFor(kind: MessageKindName, turnedOff: readonly MessageChannel[] = []): MessageChannel[] {
  const { channels, transactional } = MESSAGE_KINDS[kind];
  return transactional ? [...channels] : channels.filter((c) => !turnedOff.includes(c));
}
