import type { Context } from 'hono';

/** Ids in operator paths match {[0-9]{1,9}}: within PostgreSQL's integer range by construction. */
export const ID = '{[0-9]{1,9}}';

export const idParam = (c: Context, name: string): number => Number(c.req.param(name));

/** Files of a repeated multipart field, in order. */
export const filesOf = (part: unknown): unknown[] => (part === undefined ? [] : Array.isArray(part) ? part : [part]);
