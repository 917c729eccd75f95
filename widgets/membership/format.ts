const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec point 9: amounts are US dollars. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

export function monthsText(months: number | null | undefined): string | null {
  if (!months) return null;
  return months === 1 ? '1 month' : `${months} months`;
}

/** 'Classic, 6 months': a plan has several slabs that differ by length. */
export function planLabel(slab: { membershipPlanName: string; durationInMonths?: number | null }): string {
  const months = monthsText(slab.durationInMonths);
  return months ? `${slab.membershipPlanName}, ${months}` : slab.membershipPlanName;
}
