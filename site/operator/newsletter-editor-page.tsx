import { useNavigate, useParams } from 'react-router-dom';
import { deleteNewsletter, editNewsletter, setNewsletterPublished } from '../../src/api/operator-content';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { formatMoment } from '../../src/ui/format-details';
import { InputField } from '../../src/ui/input-field';
import { TextAreaField } from '../../src/ui/text-area-field';
import { useQuery } from '../../src/ui/use-query';
import { Article } from '../newsletter/newsletter-article';
import { useConfirm } from './confirm-dialog';
import { ContentEditorPage, isoMoment, localMoment, useDraft } from './content-editor-parts';
import { issueStore } from './content-edit-stores';
import { CHANGES } from './operator-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';

const stateOf = (issue: Newsletter) =>
  issue.unpublishedAt ? 'draft' : issue.publishedAt && Date.parse(issue.publishedAt) > Date.now() ? 'scheduled' : ('published' as const);

/** #/operator/content/newsletters/:id: edit an issue beside the member's own rendering of it, unpublish it, delete it. */
export function NewsletterEditorPage() {
  const id = Number(useParams().id);
  // The last answer stays while a change loads it again, so the form and what it said stay put.
  const { state, retry } = useQuery(issueStore(id), { keepPrevious: true });
  return (
    <ContentEditorPage title="Edit newsletter" headingId="ops-edit-issue" what="the newsletter" state={state} retry={retry}>
      {(issue) => <Editor key={issue.newsLetterId} issue={issue} />}
    </ContentEditorPage>
  );
}

function Editor({ issue }: { issue: Newsletter }) {
  const action = useOperatorWrite(CHANGES.content);
  const { draft, field } = useDraft(
    () => ({
      title: issue.title ?? '',
      summary: issue.summary ?? '',
      content: issue.content ?? '',
      imageUrl: issue.imageUrl && !issue.picture ? issue.imageUrl : '',
      publishedAt: localMoment(issue.publishedAt),
    }),
    action,
  );
  const confirm = useConfirm();
  const navigate = useNavigate();
  const state = stateOf(issue);
  const shown = state === 'published';
  const save = () =>
    void action.run(async () => {
      const saved = await editNewsletter(issue.newsLetterId, { ...draft, publishedAt: isoMoment(draft.publishedAt) || null });
      return `“${saved.title}” is saved.`;
    });
  const publish = (published: boolean) =>
    void action.run(async () => {
      const saved = await setNewsletterPublished(issue.newsLetterId, published);
      return published ? `“${saved.title}” is published again.` : `“${saved.title}” is unpublished: members no longer see it.`;
    });
  const remove = () =>
    void action.run(async () => {
      await deleteNewsletter(issue.newsLetterId);
      navigate('/operator/content', { state: { done: `“${issue.title}” is deleted.` } });
    });
  return (
    <div className="ops-split">
      <form
        className="ops-form ops-card"
        aria-labelledby="ops-issue-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!shown) return save();
          confirm.ask({
            title: `Save the changes to “${issue.title}”?`,
            what: 'The issue is published: the new words replace the old ones at once.',
            memberSees: 'The issue as shown in the preview, in the Newsletter list and when they open it. They are not notified.',
            confirmLabel: 'Save changes',
            run: save,
          });
        }}
      >
        {confirm.dialog}
        <h2 id="ops-issue-form">The issue</h2>
        <p className="ops-muted">
          {state === 'draft'
            ? `A draft since ${formatMoment(issue.unpublishedAt ?? undefined)}: members do not see it.`
            : state === 'scheduled'
              ? `Scheduled for ${formatMoment(issue.publishedAt)}.`
              : `Published ${formatMoment(issue.publishedAt)}: members read it now.`}
        </p>
        <InputField label="Title" maxLength={120} {...field('title')} />
        <InputField label="Summary" optional maxLength={300} {...field('summary')} />
        <TextAreaField label="Content (HTML)" rows={12} {...field('content')} />
        <InputField label="Cover image address" optional hint="https://… or a path on this site" maxLength={500} {...field('imageUrl')} />
        <InputField label="Publish at" type="datetime-local" {...field('publishedAt')} />
        <Feedback action={action} />
        <p className="ops-actions">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Saving…' : 'Save changes'}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={action.busy}
            onClick={() =>
              confirm.ask(
                issue.unpublishedAt
                  ? {
                      title: `Publish “${issue.title}” again?`,
                      what: 'It goes back on the Newsletter page as it is now.',
                      memberSees: 'The issue in the Newsletter list again.',
                      confirmLabel: 'Publish again',
                      run: () => publish(true),
                    }
                  : {
                      title: `Unpublish “${issue.title}”?`,
                      what: 'It goes back to draft: you can still edit it and publish it again.',
                      memberSees: 'The issue disappears from the Newsletter list; a link to it says it is no longer available.',
                      confirmLabel: 'Unpublish',
                      run: () => publish(false),
                    },
              )
            }
          >
            {issue.unpublishedAt ? 'Publish again' : 'Unpublish'}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={action.busy}
            onClick={() =>
              confirm.ask({
                title: `Delete “${issue.title}”?`,
                what: 'The issue is deleted for good; the audit log keeps its words.',
                memberSees: shown ? 'The issue disappears from the Newsletter list; a link to it says it is no longer available.' : null,
                confirmLabel: 'Delete newsletter',
                danger: true,
                run: remove,
              })
            }
          >
            Delete
          </button>
        </p>
      </form>
      <section className="ops-section" aria-labelledby="ops-issue-preview">
        <h2 id="ops-issue-preview">Preview</h2>
        <p className="ops-muted">What members see, drawn by the member site’s own newsletter page, after the same sanitiser.</p>
        <div className="ops-card ops-preview" data-testid="issue-preview">
          <Article
            issue={{
              ...issue,
              ...draft,
              publishedAt: isoMoment(draft.publishedAt) || issue.publishedAt,
              imageUrl: draft.imageUrl || (issue.picture ? issue.imageUrl : null),
            }}
          />
        </div>
      </section>
    </div>
  );
}
