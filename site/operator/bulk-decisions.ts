import { errorText } from '../../src/api/api-error';
import { decideApplication } from '../../src/api/operator';
import { statusWordsInline } from '../../src/api/shapes/status-words';
import type { Decision } from '../../src/api/shapes/operator';
import { Refusal } from '../../src/stores/write';

/** What the applicant is told of each decision (the server's notification, in short), for the confirmation. */
export const TOLD: Record<Decision, (reason: string) => string> = {
  APPROVED: () => 'A notification “Application approved”: welcome to the club, choose a membership package. Also by SMS and e-mail.',
  ONHOLD: (reason) => `A notification “Application on hold”: we need a little more before we can decide: ${reason}`,
  DECLINED: (reason) => `A notification “Application not accepted”: ${reason} They may correct the application and apply again.`,
};

/** "Asha Rao", "Asha Rao and Ira Sen", "Asha Rao, Ira Sen and Meera Iyer". */
export function namesInWords(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * One decision on several applications, one call each (each its own transaction, audit row and message to the
 * member, as when decided one by one), in order. Answers what was done; the ones the server refused are named
 * with its reason. When none went through, the first refusal is the failure.
 */
export async function decideMany(applicants: readonly { userId: number; name: string }[], decision: Decision, reason: string): Promise<string> {
  const done: string[] = [];
  const refused: string[] = [];
  for (const applicant of applicants) {
    try {
      done.push((await decideApplication(applicant.userId, decision, reason)).name);
    } catch (error) {
      refused.push(`${applicant.name}: ${errorText(error) ?? 'this did not work'}`);
    }
  }
  if (done.length === 0) throw new Refusal(refused[0] ?? 'Nothing was chosen.');
  const word = statusWordsInline(decision);
  const outcome = `${namesInWords(done)} ${done.length === 1 ? 'is' : 'are'} now ${word}. ${done.length === 1 ? 'They have' : 'Each has'} been notified.`;
  return refused.length ? `${outcome} Not changed: ${refused.join('; ')}.` : outcome;
}
