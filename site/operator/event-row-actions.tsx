import { Link } from '../layout/link';
import { deleteEvent, setEventPublished } from '../../src/api/operator-content';
import type { ClubEvent } from '../../src/api/shapes/event';
import type { Confirmation } from './confirm-dialog';
import type { Action } from './operator-write';

/**
 * An event row's actions: unpublish (back to draft) or publish again, and delete; each asks first, saying what
 * members see. The table holds the one action and dialog, so what was done is said (and focused) above the
 * table even when the row is gone.
 */
export function EventRowActions({ event, action, ask }: { event: ClubEvent; action: Action; ask: (confirmation: Confirmation) => void }) {
  const title = event.title ?? 'the event';
  const taken = (event.capacity ?? 0) - (event.seatsLeft ?? event.capacity ?? 0);
  const draft = Boolean(event.unpublishedAt);
  return (
    <div className="ops-actions">
      <Link to={`/operator/content/events/${event.eventId}`} aria-label={`Edit “${title}”`}>
        Edit
      </Link>
      <button
        type="button"
        className="button button-quiet"
        disabled={action.busy}
        aria-label={`${draft ? 'Publish again' : 'Unpublish'} “${title}”`}
        onClick={() =>
          ask({
            title: draft ? `Publish “${title}” again?` : `Unpublish “${title}”?`,
            what: draft
              ? 'It is listed on the Newsletter page again, open for registration.'
              : 'It goes back to draft: no one can see or register for it until you publish it again.',
            memberSees: draft
              ? 'The event in the Club events list again.'
              : `The event disappears from the Club events list${taken ? `, also for the ${taken} registered` : ''}. They are not notified.`,
            confirmLabel: draft ? 'Publish again' : 'Unpublish',
            run: () =>
              void action.run(async () => {
                await setEventPublished(event.eventId, draft);
                return draft ? `“${title}” is published again.` : `“${title}” is unpublished: members no longer see it.`;
              }),
          })
        }
      >
        {draft ? 'Publish again' : 'Unpublish'}
      </button>
      <button
        type="button"
        className="button button-danger"
        disabled={action.busy}
        aria-label={`Delete “${title}”`}
        onClick={() =>
          ask({
            title: `Delete “${title}”?`,
            what: taken
              ? `${taken} member${taken === 1 ? ' has' : 's have'} registered: the event is hidden everywhere and kept for their history.`
              : 'Nobody registered: the event is deleted for good; the audit log keeps its details.',
            memberSees: draft ? null : `The event disappears from the Club events list. Those registered are not notified: tell them yourself.`,
            confirmLabel: 'Delete event',
            danger: true,
            run: () =>
              void action.run(async () => {
                await deleteEvent(event.eventId);
                return `“${title}” is deleted.`;
              }),
          })
        }
      >
        Delete
      </button>
    </div>
  );
}
