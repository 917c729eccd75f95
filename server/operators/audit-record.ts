import type { Queryable } from '../db/database';
import type { Actor } from './actor';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
  /** Written once for this key: a later write with the same key is dropped by the database (audit_log_once). */
  onceKey?: string;
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  actor_user_id: number | null;
  actor_name: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

/**
 * `value` with every string well-formed: a lone surrogate a client typed (valid in a JS string, kept
 * escaped by JSON.stringify) is refused by PostgreSQL's jsonb, so it becomes U+FFFD, as the driver
 * does for plain text columns.
 */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k), wellFormed(v)]));
  return value;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Adds one row to the audit log; call it in the transaction of the change it records, so neither happens alone. */
export async function writeAudit(tx: Queryable, actor: Actor, at: Date, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (at, actor_user_id, actor_name, action, subject_type, subject_id, summary, before, after, once_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10) on conflict (once_key) where once_key is not null do nothing`,
    [
      at.toISOString(),
      actor.userId,
      actor.name,
      entry.action,
      entry.subjectType,
      entry.subjectId === null ? null : String(entry.subjectId),
      entry.summary,
      entry.before === undefined ? null : JSON.stringify(wellFormed(entry.before)),
      entry.after === undefined ? null : JSON.stringify(wellFormed(entry.after)),
      entry.onceKey ?? null,
    ],
  );
}

export interface AuditFilter {
  subjectType?: string | null;
  subjectId?: string | null;
  actorUserId?: number | null;
  action?: string | null;
  /** Rows about this member: their account, or an application, booking, order, payment or bag drop of theirs. */
  memberId?: number | null;
  /** Calendar days in India (yyyy-mm-dd), both included. */
  from?: string | null;
  to?: string | null;
}

// A member's own rows and those about what is theirs, each subject read through its table's user_id.
const MEMBER_SUBJECTS = `((subject_type in ('member', 'user') and subject_id = ?::int::text)
  or (subject_type = 'application' and subject_id in (select id::text from applications where user_id = ?::int))
  or (subject_type = 'booking' and subject_id in (select id::text from bookings where user_id = ?::int))
  or (subject_type = 'order' and subject_id in (select id::text from orders where user_id = ?::int))
  or (subject_type = 'payment' and subject_id in (select id::text from payments where user_id = ?::int))
  or (subject_type = 'bagdrop' and subject_id in (select id::text from bagdrops where user_id = ?::int)))`;

/** The moment an Indian calendar day starts (the club's days are India's, whatever the server's zone). */
const dayStartInIndia = (day: string) => `${day}T00:00:00+05:30`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The log, newest first, optionally about one subject or member, by one operator, of one action, within days. */
export async function listAudit(db: Queryable, filter: AuditFilter, page: { limit: number; offset: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace(/\?/g, `$${params.length}`));
  };
  if (filter.subjectType) add('subject_type = ?', filter.subjectType);
  if (filter.subjectId) add('subject_id = ?', filter.subjectId);
  if (filter.actorUserId) add('actor_user_id = ?', filter.actorUserId);
  if (filter.action) add('action = ?', filter.action);
  if (filter.memberId) add(MEMBER_SUBJECTS, filter.memberId);
  if (filter.from) add('at >= ?::timestamptz', dayStartInIndia(filter.from));
  if (filter.to) add('at < ?::timestamptz', dayStartInIndia(nextDay(filter.to)));
  params.push(page.limit, page.offset);
  const rows = await db.query<AuditRow>(
    `select id, at, actor_user_id, actor_name, action, subject_type, subject_id, summary, before, after from audit_log
     ${where.length ? `where ${where.join(' and ')}` : ''} order by at desc, id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return rows.rows.map(auditJson);
}

/** An audit row as the back office reads it (src/api/shapes/operator.ts AuditEntryShape). */
export function auditJson(row: AuditRow) {
  return {
    auditId: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: { userId: row.actor_user_id, name: row.actor_name },
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    summary: row.summary,
    before: typeof row.before === 'string' ? JSON.parse(row.before) : (row.before ?? null),
    after: typeof row.after === 'string' ? JSON.parse(row.after) : (row.after ?? null),
  };
}
