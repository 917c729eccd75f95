import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ClubEvent } from '../../src/api/shapes/event';
import { openDialog } from '../../src/stores/dialog';
import { $user } from '../../src/stores/session';
import { formatMoment } from '../../src/ui/format-details';
import { PictureImg } from '../../src/ui/picture-img';
import { useWrite } from '../../src/ui/use-write';
import { REGISTRATION_WRITE, registerFor, type Registered } from './register-for-event';

interface EventCardProps {
  event: ClubEvent;
  onChange: (event: ClubEvent) => void;
}

function seatsText(seatsLeft: number | null | undefined): string | null {
  if (seatsLeft === null || seatsLeft === undefined) return null;
  if (seatsLeft === 0) return 'Fully booked';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}

/** One upcoming event: when, where, what, seats left, and the member's Register button. */
export function EventCard({ event, onChange }: EventCardProps) {
  const user = useStore($user);
  const write = useWrite<Registered>(REGISTRATION_WRITE);
  const busy = write.busy;
  const [done, setDone] = useState<string | null>(null);
  const message = write.error ? { text: write.error, tone: 'error' as const } : done ? { text: done, tone: 'ok' as const } : null;
  const full = event.seatsLeft === 0;
  const place = event.venue && event.city ? `${event.venue}, ${event.city}` : (event.location ?? event.city ?? '');
  const headingId = `event-${event.eventId}`;
  // The spec shows none of an event's fields: without ours, the card still names and offers it.
  const title = event.title?.trim() || 'Club event';

  async function register() {
    if (!user || busy) return;
    setDone(null);
    const registered = await write.run(() => registerFor(event, user.id));
    if (!registered.ok) return;
    onChange(registered.value.event);
    setDone(registered.value.text);
  }

  return (
    <li className="event-card" aria-labelledby={headingId}>
      {event.picture && <PictureImg className="event-cover" picture={event.picture} sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw" alt="" />}
      {event.eventDate && (
        <p className="event-when">
          <time dateTime={event.eventDate}>{formatMoment(event.eventDate, 'full')}</time>
        </p>
      )}
      <h3 id={headingId} className="event-title">
        {title}
      </h3>
      {place && <p className="event-place">{place}</p>}
      {event.description && <p className="event-description">{event.description}</p>}
      <div className="event-actions">
        {seatsText(event.seatsLeft) && <p className={full ? 'event-seats event-seats--full' : 'event-seats'}>{seatsText(event.seatsLeft)}</p>}
        {!user ? (
          <button type="button" className="button button-quiet" onClick={() => openDialog('login')}>
            Log in to register
          </button>
        ) : event.registered ? (
          <p className="event-registered">✓ You are registered</p>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={busy || full}
            aria-describedby={message ? `${headingId}-message` : undefined}
            onClick={register}
          >
            {busy ? 'Registering…' : full ? 'Fully booked' : 'Register'}
            <span className="visually-hidden"> for {title}</span>
          </button>
        )}
      </div>
      <p id={`${headingId}-message`} className={message?.tone === 'error' ? 'event-message event-message--error' : 'event-message'} role="status">
        {message?.text}
      </p>
    </li>
  );
}
