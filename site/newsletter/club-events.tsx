import type { ClubEvent } from '../../src/api/shapes/event';
import { EventCard } from './event-card';
import { useQuery } from '../../src/ui/use-query';
import { LoadingCards } from './loading-cards';
import { $clubEvents } from './newsletter-stores';

/** Upcoming club events; reloaded when someone logs in or out, so "registered" is theirs. */
export function ClubEvents() {
  const { state, retry } = useQuery($clubEvents, { fallback: [] as ClubEvent[] });
  const replace = (events: ClubEvent[]) => $clubEvents.mutate(events);

  return (
    <section className="club-events" aria-labelledby="club-events-heading">
      <h2 id="club-events-heading">Club events</h2>
      <p className="section-lead">Trunk shows, workshops and brunches for members. Seats are limited; register once and you are on the list.</p>
      {state.kind === 'loading' && <LoadingCards what="events" listClass="event-list" cardClass="event-card" count={3} />}
      {state.kind === 'error' && (
        <div className="state-panel" role="alert">
          <p className="state-title">We could not load the events</p>
          <p>{state.message}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && (
        <div className="state-panel">
          <p className="state-title">No upcoming events</p>
          <p>New dates are announced in the newsletter first.</p>
        </div>
      )}
      {state.kind === 'ready' && state.value.length > 0 && (
        <ul className="event-list">
          {state.value.map((event) => (
            <EventCard
              key={event.eventId}
              event={event}
              onChange={(changed) => replace(state.value.map((e) => (e.eventId === changed.eventId ? changed : e)))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
