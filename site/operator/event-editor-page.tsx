import { useParams } from 'react-router-dom';
import { editEvent } from '../../src/api/operator-content';
import type { ClubEvent } from '../../src/api/shapes/event';
import { InputField } from '../../src/ui/input-field';
import { TextAreaField } from '../../src/ui/text-area-field';
import { useQuery } from '../../src/ui/use-query';
import { EventCard } from '../newsletter/event-card';
import { useConfirm } from './confirm-dialog';
import { ContentEditorPage, isoMoment, localMoment, useDraft } from './content-editor-parts';
import { eventStore } from './content-edit-stores';
import { CHANGES } from './operator-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';

/** #/operator/content/events/:id: edit an event beside the card members see (its Register button inert here). */
export function EventEditorPage() {
  const id = Number(useParams().id);
  const { state, retry } = useQuery(eventStore(id), { keepPrevious: true });
  return (
    <ContentEditorPage title="Edit event" headingId="ops-edit-event" what="the event" state={state} retry={retry}>
      {(event) => <Editor key={event.eventId} event={event} />}
    </ContentEditorPage>
  );
}

function Editor({ event }: { event: ClubEvent }) {
  const action = useOperatorWrite(CHANGES.content);
  const { draft, field } = useDraft(
    () => ({
      title: event.title ?? '',
      description: event.description ?? '',
      startsAt: localMoment(event.eventDate),
      city: event.city ?? '',
      venue: event.venue ?? '',
      capacity: String(event.capacity ?? ''),
    }),
    action,
  );
  const confirm = useConfirm();
  const taken = (event.capacity ?? 0) - (event.seatsLeft ?? event.capacity ?? 0);
  const save = () =>
    void action.run(async () => {
      const saved = await editEvent(event.eventId, { ...draft, startsAt: isoMoment(draft.startsAt), capacity: Number(draft.capacity) });
      return `“${saved.title}” is saved.`;
    });
  const capacity = Number(draft.capacity);
  const preview: ClubEvent = {
    ...event,
    ...draft,
    eventDate: isoMoment(draft.startsAt) || event.eventDate,
    location: undefined,
    capacity: Number.isInteger(capacity) ? capacity : event.capacity,
    seatsLeft: Number.isInteger(capacity) ? Math.max(0, capacity - taken) : event.seatsLeft,
  };
  return (
    <div className="ops-split">
      <form
        className="ops-form ops-card"
        aria-labelledby="ops-event-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (event.unpublishedAt) return save();
          confirm.ask({
            title: `Save the changes to “${event.title}”?`,
            what: 'The event is published: the Club events list shows the changes at once.',
            memberSees: `The event as shown in the preview${taken ? `, also the ${taken} registered` : ''}. They are not notified: tell them yourself if the day or place changed.`,
            confirmLabel: 'Save changes',
            run: save,
          });
        }}
      >
        {confirm.dialog}
        <h2 id="ops-event-form">The event</h2>
        <p className="ops-muted">{event.unpublishedAt ? 'A draft: members do not see it.' : `Published: ${taken} registered.`}</p>
        <div className="ops-form-grid">
          <InputField label="Title" maxLength={120} {...field('title')} />
          <InputField label="Starts" type="datetime-local" {...field('startsAt')} />
          <InputField label="City" maxLength={60} {...field('city')} />
          <InputField label="Venue" maxLength={120} {...field('venue')} />
          <InputField label="Seats" inputMode="numeric" maxLength={5} hint={taken ? `At least ${taken}, the seats taken.` : undefined} {...field('capacity')} />
          <TextAreaField label="Description" optional wide rows={3} maxLength={1000} {...field('description')} />
        </div>
        <Feedback action={action} />
        <p>
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Saving…' : 'Save changes'}
          </button>
        </p>
      </form>
      <section className="ops-section" aria-labelledby="ops-event-preview">
        <h2 id="ops-event-preview">Preview</h2>
        <p className="ops-muted">The card members see in Club events, drawn by the member site’s own component; its button does nothing here.</p>
        {/* A disabled fieldset keeps the card's Register button from registering the operator. */}
        <fieldset className="ops-card ops-preview" disabled>
          <legend className="ops-legend">The event card</legend>
          <ul className="event-list">
            <EventCard event={preview} onChange={() => {}} />
          </ul>
        </fieldset>
      </section>
    </div>
  );
}
