const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** A date for people: an ISO day (yyyy-mm-dd) is that calendar day wherever the reader is. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const only = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = only ? new Date(Number(only[1]), Number(only[2]) - 1, Number(only[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayTime.format(date);
}

/** 'PAID' → 'Paid', 'ACTIVATED' → 'Activated'. */
export function statusWord(code: string | null | undefined): string {
  if (!code) return '';
  const lower = code.toLowerCase().replace(/_/g, ' ');
  return lower[0].toUpperCase() + lower.slice(1);
}

/** 'Classic, 6 months': a plan has several slabs that differ by length. */
export function planLabel(slab: { membershipPlanName: string; durationInMonths?: number | null }): string {
  const n = slab.durationInMonths;
  return n ? `${slab.membershipPlanName}, ${n} ${n === 1 ? 'month' : 'months'}` : slab.membershipPlanName;
}
