import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, errorText } from '../../src/api/api-error';
import { registerForEvent } from '../../src/api/event';
import type { ClubEvent } from '../../src/api/shapes/event';
import { openDialog } from '../../src/stores/dialog';
import { invalidateNotifications } from '../../src/stores/query-keys';
import { $user } from '../../src/stores/session';
import { formatMoment } from '../../src/ui/format';
import { PictureImg } from '../../src/ui/picture-img';

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const full = event.seatsLeft === 0;
  const place = event.venue && event.city ? `${event.venue}, ${event.city}` : (event.location ?? event.city ?? '');
  const headingId = `event-${event.eventId}`;
  // The spec shows none of an event's fields: without ours, the card still names and offers it.
  const title = event.title?.trim() || 'Club event';

  async function register() {
    if (!user || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await registerForEvent({ eventId: event.eventId, userId: user.id });
      onChange({ ...event, registered: true, seatsLeft: typeof event.seatsLeft === 'number' ? Math.max(0, event.seatsLeft - 1) : event.seatsLeft });
      setMessage({ text: 'You are registered. See you there!', tone: 'ok' });
      // The server left a notification about it: light the header's bell now, not at the next visit.
      invalidateNotifications();
    } catch (err) {
      // 409: already registered (say so kindly and show it) or full or past.
      if (err instanceof ApiError && err.status === 409 && /already registered/i.test(err.message)) {
        onChange({ ...event, registered: true });
        setMessage({ text: err.message, tone: 'ok' });
      } else {
        const text = errorText(err);
        if (text) setMessage({ text, tone: 'error' });
      }
    } finally {
      setBusy(false);
    }
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
