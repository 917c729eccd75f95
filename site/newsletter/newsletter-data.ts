import { listEvents } from '../../src/api/event';
import { listNewsletters } from '../../src/api/newsletter';

/** #/newsletter's calls, here so site/pages/newsletter-data.ts can start them before the page's code runs. */
export const loadNewsletters = () => listNewsletters({ page: 0, size: 50 });
export const loadEvents = () => listEvents({ page: 0, size: 20 });
