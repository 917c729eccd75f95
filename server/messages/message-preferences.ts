import type { Queryable } from '../db/database';
import { conflict, invalidInput } from '../domain-error';
import type { MessagePreference } from '../../src/api/shapes/messages';
import type { MessagePreferenceChange } from '../../src/api/shapes/requests/messages';
import { MESSAGE_KINDS, type MessageKindName } from './message-kinds';
import { listOptOuts, setOptOut } from './message-record';
import { readUnsubscribeToken } from './unsubscribe-link';

export const PREFERENCE_MESSAGES = {
  unknownKind: 'There is no such kind of message.',
  notAChannel: 'Messages of this kind do not go by that channel.',
  transactional: 'Messages about your bookings, payments and application are part of your membership and cannot be turned off.',
  badLink: 'This unsubscribe link is not valid. Choose your messages in My Account instead.',
};

const kindOf = (name: string) => (Object.hasOwn(MESSAGE_KINDS, name) ? MESSAGE_KINDS[name as MessageKindName] : undefined);

/** Every kind of message with its channels, each on unless the member turned it off (transactional ones always on). */
export async function messagePreferences(db: Queryable, userId: number): Promise<MessagePreference[]> {
  const off = new Set((await listOptOuts(db, userId)).map((o) => `${o.kind}/${o.channel}`));
  return Object.entries(MESSAGE_KINDS).map(([kind, k]) => ({
    kind,
    label: k.label,
    transactional: k.transactional,
    channels: k.channels.map((channel) => ({ channel, on: k.transactional || !off.has(`${kind}/${channel}`) })),
  }));
}

/** Turns one channel of one kind on or off; a transactional kind refuses (409). Answers the whole list. */
export async function changeMessagePreference(db: Queryable, userId: number, change: MessagePreferenceChange): Promise<MessagePreference[]> {
  const kind = kindOf(change.kind);
  if (!kind) throw invalidInput(PREFERENCE_MESSAGES.unknownKind, { kind: PREFERENCE_MESSAGES.unknownKind });
  if (!(kind.channels as readonly string[]).includes(change.channel))
    throw invalidInput(PREFERENCE_MESSAGES.notAChannel, { channel: PREFERENCE_MESSAGES.notAChannel });
  if (kind.transactional) throw conflict(PREFERENCE_MESSAGES.transactional);
  await setOptOut(db, userId, change.kind, change.channel, change.on);
  return messagePreferences(db, userId);
}

/** The signed link of an e-mail: turns e-mail off for its kind. Answers what was turned off, for the page that says so. */
export async function unsubscribeByLink(db: Queryable, key: Uint8Array, token: string): Promise<{ label: string }> {
  const read = readUnsubscribeToken(key, token);
  const kind = read && kindOf(read.kind);
  if (!read || !kind || kind.transactional) throw invalidInput(PREFERENCE_MESSAGES.badLink);
  await setOptOut(db, read.userId, read.kind, 'email', false);
  return { label: kind.label };
}

/** Whether a link is good, without acting on it (the page a GET shows before the member confirms). */
export function unsubscribeLinkLabel(key: Uint8Array, token: string): string | null {
  const read = readUnsubscribeToken(key, token);
  const kind = read && kindOf(read.kind);
  return kind && !kind.transactional ? kind.label : null;
}
