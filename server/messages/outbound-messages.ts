import type { Queryable } from '../db/database';
import { notify } from '../notifications/notify';
import { channelsFor, type MessageChannel, type MessageKindName } from './message-kinds';
import { enqueueMessage, optedOutChannels, recordEvent } from './message-record';

export interface MemberMessage {
  /** What happened, once: e.g. `booking-12`; the same key twice records nothing new. */
  eventKey: string;
  subject: string;
  body: string;
  link?: string | null;
  /** The link the SMS and e-mail carry instead of `link` (a courier's https tracking page); the in-app one keeps `link`. */
  channelLink?: string | null;
}

/**
 * The one outbound message service: leaves the in-app notification and records the
 * message on each channel the kind goes by and the member has not turned off. The
 * sender job (send-messages.ts) delivers them. Returns the channels newly recorded.
 */
export async function messageMember(db: Queryable, userId: number, kind: MessageKindName, m: MemberMessage): Promise<MessageChannel[]> {
  const message = { userId, kind, eventKey: m.eventKey, subject: m.subject, body: m.body, link: m.link };
  // The event's in-app row is unique across instances: whoever records it first sends everything, once.
  if (!(await recordEvent(db, message))) return [];
  await notify(db, userId, m.subject, m.body, m.link);
  const channels = channelsFor(kind, await optedOutChannels(db, userId, kind));
  for (const channel of channels) await enqueueMessage(db, { ...message, link: m.channelLink ?? m.link, channel });
  return channels;
}
