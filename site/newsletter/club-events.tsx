import type { ClubEvent } from '../../src/api/shapes/event';
import { EventCard } from './event-card';
import { LoadSection } from '../../src/ui/load-section';
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
      <LoadSection state={state} retry={retry} what="the events" skeleton={<LoadingCards listClass="event-list" cardClass="event-card" count={3} />}>
        {(events) =>
          events.length === 0 ? (
            <div className="state-box">
              <p className="state-box__title">No upcoming events</p>
              <p>New dates are announced in the newsletter first.</p>
            </div>
          ) : (
            <ul className="event-list">
              {events.map((event) => (
                <EventCard
                  key={event.eventId}
                  event={event}
                  onChange={(changed) => replace(events.map((e) => (e.eventId === changed.eventId ? changed : e)))}
                />
              ))}
            </ul>
          )
        }
      </LoadSection>
    </section>
  );
}
