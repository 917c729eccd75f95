import type { Newsletter } from '../../src/api/shapes/newsletter';

/** The spec names only an issue's id: a backend that sends no title still gets a readable, distinct one. */
export function issueTitle(issue: Pick<Newsletter, 'newsLetterId' | 'title'>): string {
  return issue.title?.trim() || `Newsletter no. ${issue.newsLetterId}`;
}
