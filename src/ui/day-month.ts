// Apart from ./format.ts (prices, days in words): the collection's cards show only this, and its first load then
// carries no Intl formatting (scripts/chunk-plan.mjs, `data-prices`).

/** An ISO day as the Indian short form, day before month: '2027-01-12' → '12/01' (a card's "Free from 12/01"). */
export function formatDayMonth(value: string | null | undefined): string {
  const only = /^\d{4}-(\d{2})-(\d{2})$/.exec(value ?? '');
  return only ? `${only[2]}/${only[1]}` : '';
}
