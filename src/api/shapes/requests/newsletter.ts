import { Infer, type } from 'superstruct';
import { pagingFields } from './parts';

/** The body of POST /api/newsletter/list: paging; other criteria are ignored. */
export const NewsletterListQueryShape = type(pagingFields(50));
export type NewsletterListQuery = Infer<typeof NewsletterListQueryShape>;
