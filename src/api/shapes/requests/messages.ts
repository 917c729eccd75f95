import { enums, Infer, literal, optional, pattern, size, string, type, boolean } from 'superstruct';

/** The body of PUT /api/messages/preferences: one channel of one kind on or off. */
export const MessagePreferenceChangeShape = type({ kind: pattern(size(string(), 1, 40), /^[a-z-]+$/), channel: enums(['sms', 'email']), on: boolean() });
export type MessagePreferenceChange = Infer<typeof MessagePreferenceChangeShape>;

/** The query of GET and POST /api/messages/unsubscribe: the signed token of an e-mail's unsubscribe link. */
export const UnsubscribeQueryShape = type({ token: size(string(), 1, 120) });

/** The one-click form (RFC 8058) mail clients POST: `List-Unsubscribe=One-Click`; the confirm button sends the same. */
export const OneClickPartShape = optional(literal('One-Click'));
