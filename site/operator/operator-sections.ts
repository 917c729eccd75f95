import type { OperatorCounts } from '../../src/api/shapes/operator';

/**
 * The back office's navigation, in order: a new page is one line here (and its route in
 * operator-area.tsx). `count` names what waits there, from the one counts call; `countWords`
 * is what a screen reader hears after the figure ("Applications, 3 waiting").
 */
export interface OperatorSection {
  path: string;
  label: string;
  count?: Exclude<keyof OperatorCounts, 'oldestApplicationAt'>;
  countWords?: string;
}

export const OPERATOR_SECTIONS: OperatorSection[] = [
  { path: '', label: 'Today' },
  { path: 'applications', label: 'Applications', count: 'applicationsWaiting', countWords: 'waiting' },
  { path: 'members', label: 'Members' },
  { path: 'catalogue', label: 'Catalogue' },
  { path: 'payments', label: 'Payments', count: 'paymentsAwaiting', countWords: 'awaiting confirmation' },
  { path: 'fulfilment', label: 'Fulfilment', count: 'bagsToShip', countWords: 'to ship' },
  { path: 'bag-drops', label: 'Bag drops', count: 'bagDropsToReview', countWords: 'to review' },
  { path: 'reviews', label: 'Reviews', count: 'reviewsWaiting', countWords: 'waiting' },
  { path: 'content', label: 'Content' },
  { path: 'plans', label: 'Plans & prices' },
  { path: 'data-requests', label: 'Data requests', count: 'dataRequestsOpen', countWords: 'open' },
  { path: 'outbox', label: 'Outbox' },
  { path: 'pause-limits', label: 'Pause limits' },
  { path: 'audit', label: 'Audit log' },
  { path: 'partners', label: 'Partners' },
  { path: 'snippets', label: 'Snippet builder' },
];

/** The staff roles in words, as the navigation names who is working. */
export const ROLE_LABELS: Partial<Record<string, string>> = { ROLE_OPERATOR: 'Operator', ROLE_MARKETING: 'Marketing' };
