import type { Database } from '../db/database';
import type { Actor } from './actor';
import { writeAudit } from './audit-record';

/** What a back-office table exports: its name in the audit log and in the file's name. */
export type ExportedList = 'applications' | 'members' | 'audit' | 'fulfilment' | 'bagdrops' | 'newsletters' | 'events' | 'partners';

const WORDS: Record<ExportedList, string> = {
  applications: 'the application queue',
  members: 'the member list',
  audit: 'the audit log',
  fulfilment: 'the fulfilment board',
  bagdrops: 'the bag drops',
  newsletters: 'the newsletters',
  events: 'the club events',
  partners: 'the partner pages’ funnel',
};

/**
 * Records a CSV export before its first row leaves: members' names, mobiles and e-mails in a file on an
 * operator's machine are personal data leaving the club's systems, so who took which list, filtered how,
 * is in the audit log. Answers the file's name.
 */
export async function recordExport(db: Database, actor: Actor, at: Date, list: ExportedList, filter: Record<string, unknown>): Promise<string> {
  const shown = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  await writeAudit(db, actor, at, {
    action: 'export.csv',
    subjectType: list,
    subjectId: null,
    summary: `Exported ${WORDS[list]} as CSV${Object.keys(shown).length ? ' (filtered)' : ''}`,
    after: shown,
  });
  return `tote-${list}-${at.toISOString().slice(0, 10)}.csv`;
}
