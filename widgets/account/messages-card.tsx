import { useStore } from '@nanostores/react';
import type { MessageChannel, MessagePreference } from '../../src/api/shapes/messages';
import { $messagePreferenceChange, $messagePreferences, setMessageChannel } from '../../src/stores/message-preferences-store';
import { useQuery } from '../../src/ui/use-query';
import { Card } from './card';

const CHANNEL_WORDS: Record<MessageChannel, string> = { sms: 'SMS', email: 'E-mail' };

/** "Messages": how the club reaches the member beside the in-app notification, per kind; transactional kinds are always sent. */
export function MessagesCard() {
  // The last list stays while a change reloads it: the box just pressed keeps its focus.
  const { state, retry } = useQuery($messagePreferences, { keepPrevious: true });
  const change = useStore($messagePreferenceChange);
  if (state.kind === 'ready' && !state.value.served) return null;
  return (
    <Card id="messages-title" title="Messages" state={state} retry={retry} lines={4}>
      {({ kinds }) => (
        <>
          <p className="muted">
            Every message also appears under Notifications. Messages about your application, payments and bags on their way are part of your membership and are
            always sent; choose how we tell you about the rest.
          </p>
          <ul className="rows" aria-busy={change.busy}>
            {kinds.map((kind) => (
              <KindRow key={kind.kind} kind={kind} />
            ))}
          </ul>
          {change.error ? (
            <p className="error-text" role="alert">
              {change.error}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

function KindRow({ kind }: { kind: MessagePreference }) {
  const channels = kind.channels ?? [];
  const label = kind.label ?? kind.kind;
  return (
    <li className="row-item">
      <span className="row-item__title">{label}</span>
      {kind.transactional ? (
        <span className="row-item__side muted">Always sent by {channels.map((c) => CHANNEL_WORDS[c.channel]).join(' and ') || 'notification'}</span>
      ) : (
        <span className="row-item__actions">
          {channels.map((c) => (
            <label key={c.channel} className="messages-choice">
              <input type="checkbox" checked={c.on} onChange={(event) => void setMessageChannel(kind.kind, c.channel, event.currentTarget.checked)} />{' '}
              {CHANNEL_WORDS[c.channel]}
              <span className="visually-hidden"> for “{label}”</span>
            </label>
          ))}
        </span>
      )}
    </li>
  );
}
