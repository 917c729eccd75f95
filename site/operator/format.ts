// How the back office writes dates and money. Booking days are calendar days
// (UTC, as the server keeps them); moments are shown in the operator's time zone.

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2026-03-02 → "Mon, 2 Mar 2026". */
export function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

/** An ISO moment in the operator's time zone: "2 Mar 2026, 14:30". */
export function moment(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : MOMENT.format(date);
}

export const usd = (amount: number | null | undefined) => (amount === null || amount === undefined ? '—' : USD.format(amount));

/** "AADHAAR_FRONT" → "Aadhaar front", "NEEDS_CLEANING" → "Needs cleaning". */
export function words(code: string | null | undefined): string {
  if (!code) return '—';
  const text = code.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function kilobytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
