import { atom } from 'nanostores';
import { shared } from '../stores/shared-registry';

/**
 * Remote configuration (spec point 3) may carry Error_message texts for
 * Required, MinLength, MaxLength, Email and pattern. A remote text is a
 * template: {label} is the field's label, {min}/{max} the limit. Without one,
 * the spec's own texts apply (spec point 5).
 */
export type MessageKind = 'Required' | 'MinLength' | 'MaxLength' | 'Email' | 'pattern';

export type RemoteMessages = Partial<Record<MessageKind, string>>;

export const $remoteMessages = shared('remoteMessages', () => atom<RemoteMessages>({}));

export function setRemoteMessages(messages: RemoteMessages): void {
  $remoteMessages.set({ ...messages });
}

export function formatMessage(
  kind: MessageKind,
  fallback: string,
  vars: { label: string; min?: number; max?: number },
  remote: RemoteMessages = $remoteMessages.get(),
): string {
  const template = remote[kind];
  if (!template) return fallback;
  return template
    .replaceAll('{label}', vars.label)
    .replaceAll('{min}', String(vars.min ?? ''))
    .replaceAll('{max}', String(vars.max ?? ''));
}
