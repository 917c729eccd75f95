import { array, boolean, enums, Infer, optional, string, type } from 'superstruct';

// The member's message choices (GET/PUT /api/messages/preferences): not spec calls, so every
// field past the kind's name is optional and the card leaves out what it cannot read.

export const MessageChannelShape = enums(['sms', 'email']);
export type MessageChannel = Infer<typeof MessageChannelShape>;

/** One kind of message, with the channels it goes by and whether the member has each on. */
export const MessagePreferenceShape = type({
  kind: string(),
  label: optional(string()),
  /** About the member's money, application or a bag in their hands: always sent, cannot be turned off. */
  transactional: optional(boolean()),
  channels: optional(array(type({ channel: MessageChannelShape, on: boolean() }))),
});
export type MessagePreference = Infer<typeof MessagePreferenceShape>;
