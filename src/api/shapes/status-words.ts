// Every status code the club stores, in the words people read: the back office's badges, filters and
// sentences ("Asha Rao is now approved") and npm run admin's answers say these, never the code. Data only,
// so the server shares it (it sits beside the shapes that name the codes).

const WORDS: Record<string, string> = {
  // Members and applications (spec point 4)
  DRAFT: 'Applying',
  PENDING: 'Waiting for review',
  ONHOLD: 'On hold',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  ACTIVE: 'Active',
  DEACTIVE: 'Deactivated',
  EXPIRE: 'Expired',
  EXPIRED: 'Expired',
  // Bookings and fulfilment
  BOOKED: 'Booked',
  TO_SHIP: 'To ship',
  IN_TRANSIT: 'On its way',
  OUT: 'With the member',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
  OVERDUE: 'Overdue',
  GOOD: 'Good',
  NEEDS_CLEANING: 'Needs cleaning',
  DAMAGED: 'Damaged',
  RETIRED: 'Retired',
  // Bag drops
  SUBMITTED: 'Waiting for review',
  ACCEPTED: 'Accepted',
  // Orders and payments
  CREATED: 'Created',
  PAID: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  AWAITING: 'Awaiting payment',
  // Data requests
  OPEN: 'Open',
  DONE: 'Done',
  ERASED: 'Erased',
};

/** A status code in words: 'ONHOLD' → 'On hold', 'DEACTIVE' → 'Deactivated'; a code not listed is made readable ('NEW_THING' → 'New thing'). */
export function statusWords(code: string | null | undefined): string {
  if (!code) return '';
  const known = WORDS[code.toUpperCase()];
  if (known) return known;
  const lower = code.toLowerCase().replace(/_/g, ' ');
  return lower[0].toUpperCase() + lower.slice(1);
}

/** The same words inside a sentence: 'is now approved', 'came back needs cleaning'. */
export function statusWordsInline(code: string | null | undefined): string {
  const words = statusWords(code);
  return words ? words[0].toLowerCase() + words.slice(1) : '';
}
