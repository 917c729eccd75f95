import { optional, string, type } from 'superstruct';
import { request } from './http';
import { setRemoteMessages, type RemoteMessages } from '../validation/messages';

const ErrorMessagesShape = type({
  Required: optional(string()),
  MinLength: optional(string()),
  MaxLength: optional(string()),
  Email: optional(string()),
  pattern: optional(string()),
});

const RemoteConfigShape = type({ Error_message: optional(ErrorMessagesShape) });

let loading: Promise<void> | null = null;

/**
 * GET /api/config once per page and apply its Error_message texts (spec point 5:
 * validation messages can come from the remote configuration). Every widget may
 * call this; they share one request. Any failure keeps the spec's own texts,
 * without a word to the user: the dialogs work the same either way.
 */
export function loadRemoteConfig(): Promise<void> {
  loading ??= fetchRemoteConfig();
  return loading;
}

async function fetchRemoteConfig(): Promise<void> {
  try {
    const config = await request('GET', '/api/config', RemoteConfigShape, { beyondSpec: true });
    const messages: RemoteMessages = {};
    for (const [kind, text] of Object.entries(config.Error_message ?? {})) {
      if (typeof text === 'string' && text.trim()) messages[kind as keyof RemoteMessages] = text;
    }
    setRemoteMessages(messages);
  } catch {
    // Defaults stay in place.
  }
}
