import type { Queryable } from '../db/database';
import { insertEvent, type NewEvent } from '../events/event-records';

const DAY = 24 * 60 * 60 * 1000;

/** Upcoming club events, dated relative to the first start (at 18:30 local-ish time, 13:00 UTC). */
function events(now: Date): NewEvent[] {
  const inDays = (n: number) => {
    const d = new Date(now.getTime() + n * DAY);
    d.setUTCHours(13, 0, 0, 0);
    return d.toISOString();
  };
  return [
    {
      slug: 'delhi-winter-trunk-show',
      title: 'Winter trunk show',
      description: 'An evening with the winter edit: try on the new arrivals before anyone else, with our stylists on hand and a glass of something warm.',
      startsAt: inDays(9),
      city: 'Delhi',
      venue: 'The Courtyard, Mehrauli',
      capacity: 60,
    },
    {
      slug: 'mumbai-leather-care-workshop',
      title: 'Leather care workshop',
      description: 'Farah, our head of atelier, shows how we clean, condition and store every bag, and answers your questions. Small group, hands on.',
      startsAt: inDays(16),
      city: 'Mumbai',
      venue: 'Tote Studio, Bandra West',
      capacity: 12,
    },
    {
      slug: 'bengaluru-styling-brunch',
      title: 'Styling brunch',
      description: 'One bag, five outfits: a relaxed brunch where our stylists put together looks for day, work and evening around pieces from the collection.',
      startsAt: inDays(23),
      city: 'Bengaluru',
      venue: 'The Glasshouse, Indiranagar',
      capacity: 30,
    },
  ];
}

/** Inserts the events that are missing; running it again changes nothing. */
export async function seedEvents(db: Queryable, now: Date = new Date()): Promise<void> {
  for (const event of events(now)) await insertEvent(db, event);
}
