import { errorText } from '../../src/api/api-error';
import { setEventPublished, setNewsletterPublished } from '../../src/api/operator-content';
import { Refusal } from '../../src/stores/write';
import { namesInWords } from './bulk-decisions';
import { useConfirm } from './confirm-dialog';
import { CHANGES } from './operator-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';

// Publishing several drafts of the Content page at once: one call each (each its own transaction and audit
// row, as when published one by one from its editor), in the table's order. Rows already published among the
// chosen are left as they are and said so.

export type ContentKind = 'newsletter' | 'event';

/** A chosen row of a content table. */
export interface ChosenContent {
  id: number;
  title: string;
  /** Unpublished: members do not see it. */
  draft: boolean;
}

const PLURAL: Record<ContentKind, string> = { newsletter: 'newsletters', event: 'events' };
const quoted = (title: string) => `“${title}”`;

/** What members see once it is published, in the confirmation's words. */
const MEMBERS_SEE: Record<ContentKind, (them: string) => string> = {
  newsletter: (them) => `${them} on the site’s Newsletter page from now on. They are not notified.`,
  event: (them) => `${them} under the club’s events on the Newsletter page, and can register, from now on. They are not notified.`,
};

/** Publishes each draft in turn; answers what was done, naming any the server refused with its reason. */
export async function publishMany(kind: ContentKind, drafts: readonly ChosenContent[]): Promise<string> {
  const done: string[] = [];
  const refused: string[] = [];
  for (const draft of drafts) {
    try {
      await (kind === 'newsletter' ? setNewsletterPublished : setEventPublished)(draft.id, true);
      done.push(quoted(draft.title));
    } catch (error) {
      refused.push(`${quoted(draft.title)}: ${(errorText(error) ?? 'this did not work').replace(/\.$/, '')}`);
    }
  }
  if (done.length === 0) throw new Refusal(refused[0] ?? 'Nothing was chosen.');
  const outcome = `${namesInWords(done)} ${done.length === 1 ? 'is' : 'are'} published: members see ${done.length === 1 ? 'it' : 'them'} now.`;
  return refused.length ? `${outcome} Not published: ${refused.join('; ')}.` : outcome;
}

/** The bar above a content table while rows are chosen: how many drafts, and "Publish…" behind a confirmation. */
export function BulkPublish({ kind, chosen, onDone }: { kind: ContentKind; chosen: readonly ChosenContent[]; onDone: () => void }) {
  const action = useOperatorWrite(CHANGES.content);
  const confirm = useConfirm();
  const drafts = chosen.filter((c) => c.draft);
  const count = drafts.length;
  const published = chosen.length - count;
  const left = published === 0 ? '' : published === 1 ? ' The one already published stays as it is.' : ` The ${published} already published stay as they are.`;
  const publish = () => {
    if (action.busy) return;
    if (count === 0) {
      void action.run(async () => {
        throw new Refusal(`The chosen ${PLURAL[kind]} are published already: choose drafts to publish.`);
      });
      return;
    }
    confirm.ask({
      title: count === 1 ? `Publish ${quoted(drafts[0].title)}?` : `Publish these ${count} ${PLURAL[kind]}?`,
      what: `${namesInWords(drafts.map((d) => quoted(d.title)))} ${count === 1 ? 'goes' : 'go'} live now, each recorded in the audit log.${left}`,
      memberSees: `Every member sees ${MEMBERS_SEE[kind](count === 1 ? 'it' : 'them')}`,
      confirmLabel: count === 1 ? 'Publish it' : `Publish all ${count}`,
      run: () =>
        void action
          .run(() => publishMany(kind, drafts))
          .then((outcome) => {
            if (outcome.ok) onDone();
          }),
    });
  };
  return (
    <>
      {confirm.dialog}
      <Feedback action={action} />
      {chosen.length > 0 ? (
        <div className="table-bulk" role="group" aria-label={`Chosen ${PLURAL[kind]}`}>
          <p className="ops-muted">
            {count === 1 ? '1 draft chosen' : `${count} drafts chosen`}
            {published ? `, ${published} already published` : ''}
          </p>
          <button type="button" className="button button-primary button-small" aria-disabled={action.busy} onClick={publish}>
            {count > 1 ? `Publish all ${count}…` : 'Publish…'}
          </button>
        </div>
      ) : null}
    </>
  );
}
