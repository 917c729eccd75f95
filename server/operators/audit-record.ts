import type { Queryable } from '../db/database';
import type { Actor } from './actor';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
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
    `insert into audit_log (at, actor_user_id, actor_name, action, subject_type, subject_id, summary, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
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
    ],
  );
}

export interface AuditFilter {
  subjectType?: string | null;
  subjectId?: string | null;
  actorUserId?: number | null;
  action?: string | null;
}

/** The log, newest first, optionally about one subject or by one operator. */
export async function listAudit(db: Queryable, filter: AuditFilter, page: { limit: number; offset: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.subjectType) add('subject_type = ?', filter.subjectType);
  if (filter.subjectId) add('subject_id = ?', filter.subjectId);
  if (filter.actorUserId) add('actor_user_id = ?', filter.actorUserId);
  if (filter.action) add('action = ?', filter.action);
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
