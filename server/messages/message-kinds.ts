// Which event goes by which channel. The in-app notification always goes; SMS and
// e-mail go per kind. Transactional kinds (about a member's money, application or a
// bag in their hands) cannot be turned off; the others carry a one-click unsubscribe.

export type MessageChannel = 'sms' | 'email';

export interface MessageKind {
  /** What a member reads in My Account's message choices. */
  label: string;
  channels: readonly MessageChannel[];
  transactional: boolean;
}

export const MESSAGE_KINDS = {
  'application-received': { label: 'Application received', channels: ['email'], transactional: true },
  'application-approved': { label: 'Application approved', channels: ['sms', 'email'], transactional: true },
  'application-on-hold': { label: 'Application on hold', channels: ['sms', 'email'], transactional: true },
  'payment-received': { label: 'Payment received', channels: ['email'], transactional: true },
  'booking-confirmed': { label: 'Booking confirmed', channels: ['sms', 'email'], transactional: true },
  shipped: { label: 'Bag shipped, with its tracking link', channels: ['sms', 'email'], transactional: true },
  'out-for-delivery': { label: 'Out for delivery', channels: ['sms'], transactional: true },
  delivered: { label: 'Bag delivered', channels: ['sms'], transactional: true },
  'due-back-tomorrow': { label: 'Return due tomorrow', channels: ['sms', 'email'], transactional: true },
  'return-picked-up': { label: 'Return picked up', channels: ['sms'], transactional: true },
  'checked-in': { label: 'Bag checked in', channels: ['email'], transactional: true },
  'waitlisted-bag-free': { label: 'A bag on your waiting list is free', channels: ['sms', 'email'], transactional: false },
  'membership-ends-soon': { label: 'Membership ends in 7 days', channels: ['sms', 'email'], transactional: false },
  'membership-ended': { label: 'Membership ended', channels: ['email'], transactional: false },
  'pause-started': { label: 'Membership paused', channels: ['sms', 'email'], transactional: false },
  'pause-ended': { label: 'Membership runs again after a pause', channels: ['sms', 'email'], transactional: false },
  'review-approved': { label: 'Your review is published', channels: ['email'], transactional: false },
} as const satisfies Record<string, MessageKind>;

export type MessageKindName = keyof typeof MESSAGE_KINDS;

/** The channels a message of `kind` goes by, less those the member turned off (never for transactional kinds). */
export function channelsFor(kind: MessageKindName, turnedOff: readonly MessageChannel[] = []): MessageChannel[] {
  const { channels, transactional } = MESSAGE_KINDS[kind];
  return transactional ? [...channels] : channels.filter((c) => !turnedOff.includes(c));
}
