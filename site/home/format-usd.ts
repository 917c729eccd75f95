// Plan amounts are whole dollars today; cents are shown only when there are some.
const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A USD amount as members read it: $149, $1,349, $12.50. */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE : CENTS).format(amount);
}
