/** What marks a statement to keep prepared (see prepared()). */
export const PREPARED_MARK = '/* prepared */ ';

/**
 * Marks a statement whose text is fixed and whose best plan does not depend on its parameters (a lookup by key,
 * a member's own rows): on PostgreSQL it is then parsed and planned once per pooled connection and reused
 * (server/db/postgres-database.ts), not on every call; planning the catalogue's statements took longer than running
 * them. PGlite reads the mark as the comment it is. Never for text built per request (a value or a page size written
 * into the SQL): each distinct text stays prepared on every connection. Text built from which criteria are given
 * (the catalogue's lists: values, page and size as parameters) is one of a bounded few and may be marked.
 */
export const prepared = (sql: string) => PREPARED_MARK + sql;
