import { onDemand } from '../../src/ui/on-demand';

type CalendarType = typeof import('./availability-calendar').AvailabilityCalendar;

// The months of free and booked days come after the bag itself: fetched as the page first renders
// for someone who cannot book yet (a member books on the booking form's calendar, which shares
// this code), so the bag's pictures, facts and price do not wait for it.
export const calendarPart = onDemand<CalendarType>(() => import('./availability-calendar').then((m) => m.AvailabilityCalendar));

/** The site bundles the calendar with the route and hands it over, so nothing waits for a second request. */
export function provideCalendar(component: CalendarType): void {
  calendarPart.provide(component);
}
