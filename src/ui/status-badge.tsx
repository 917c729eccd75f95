import type { ReactNode } from 'react';
import { statusWords } from '../api/shapes/status-words';

/** The colour a status reads in: done or fine, waiting on someone, or gone wrong. */
const TONE: Record<string, 'good' | 'warn' | 'bad'> = {
  ACTIVE: 'good',
  APPROVED: 'good',
  ACCEPTED: 'good',
  RETURNED: 'good',
  GOOD: 'good',
  ONHOLD: 'warn',
  PENDING: 'warn',
  SUBMITTED: 'warn',
  NEEDS_CLEANING: 'warn',
  TO_SHIP: 'warn',
  DECLINED: 'bad',
  DAMAGED: 'bad',
  DEACTIVE: 'bad',
  EXPIRE: 'bad',
  EXPIRED: 'bad',
  RETIRED: 'bad',
  OVERDUE: 'bad',
};

/** A status as a small coloured label: its words (`children`), or the status's words (status-words.ts) when none are given. */
export function StatusBadge({ code, children }: { code: string; children?: ReactNode }) {
  const tone = TONE[code];
  return <span className={tone ? `badge badge--${tone}` : 'badge'}>{children ?? statusWords(code)}</span>;
}
