import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { publishEvent, publishNewsletter } from '../../src/api/operator';
import { SafeHtml } from '../../src/ui/safe-html';
import { formatMoment } from '../../src/ui/format-details';
import { useDocumentTitle } from '../layout/use-document-title';
import { CHANGES } from './operator-stores';
import { EventTable, NewsletterTable } from './content-tables';
import { Feedback } from './parts';
import { useOperatorWrite } from './operator-write';
import { InputField } from '../../src/ui/input-field';
import { TextAreaField } from '../../src/ui/text-area-field';

const EMPTY_ISSUE = { title: '', summary: '', content: '', imageUrl: '', publishedAt: '' };
const EMPTY_EVENT = { title: '', description: '', startsAt: '', city: '', venue: '', capacity: '' };

/** A datetime-local value (the operator's time) as an ISO moment; '' stays ''. */
const isoMoment = (local: string) => (local ? new Date(local).toISOString() : '');

/** #/operator/content: publish a newsletter (shown through the site's sanitiser) and a club event. */
export function ContentPage() {
  useDocumentTitle('Content · Back office');
  return (
    <section className="ops" aria-labelledby="ops-content">
      <div>
        <h1 id="ops-content">Content</h1>
        <p className="ops-lead">Newsletters and club events appear on the site’s Newsletter page as soon as they are published.</p>
      </div>
      <ArrivedWith />
      <NewsletterForm />
      <NewsletterTable />
      <EventForm />
      <EventTable />
    </section>
  );
}

/** What the page that sent the operator here did (an issue deleted in its editor), said and focused on arrival. */
function ArrivedWith() {
  const done = (useLocation().state as { done?: unknown } | null)?.done;
  const ref = useRef<HTMLParagraphElement>(null);
  // Before paint, and again once every effect of the arriving page has run: the dialog that asked gives the focus
  // back to its (now gone) button as it closes, and the page's own effects must not keep it either.
  useLayoutEffect(() => ref.current?.focus(), []);
  useEffect(() => ref.current?.focus(), []);
  if (typeof done !== 'string') return null;
  return (
    <p ref={ref} tabIndex={-1} className="ops-done" role="status">
      {done}
    </p>
  );
}

function NewsletterForm() {
  const [issue, setIssue] = useState(EMPTY_ISSUE);
  const action = useOperatorWrite(CHANGES.content);
  const field = (key: keyof typeof EMPTY_ISSUE) => ({
    value: issue[key],
    onChange: (value: string) => setIssue({ ...issue, [key]: value }),
    error: action.fieldErrors[key],
  });
  return (
    <div className="ops-split">
      <form
        className="ops-form ops-card"
        aria-labelledby="ops-newsletter"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            const published = await publishNewsletter({ ...issue, publishedAt: isoMoment(issue.publishedAt) || null });
            setIssue(EMPTY_ISSUE);
            return `“${published.title}” is ${published.publishedAt && Date.parse(published.publishedAt) > Date.now() ? `scheduled for ${formatMoment(published.publishedAt)}` : 'published'}.`;
          });
        }}
      >
        <h2 id="ops-newsletter">Publish a newsletter</h2>
        <InputField label="Title" maxLength={120} {...field('title')} />
        <InputField label="Summary" optional maxLength={300} hint="One or two sentences under the title in the list." {...field('summary')} />
        <TextAreaField
          label="Content (HTML)"
          rows={10}
          hint="Headings, paragraphs, lists, links and images are kept; scripts, styles and forms are removed when members read it."
          {...field('content')}
        />
        <InputField label="Cover image address" optional hint="https://… or a path on this site" maxLength={500} {...field('imageUrl')} />
        <InputField label="Publish at" optional type="datetime-local" hint="Leave empty to publish now." {...field('publishedAt')} />
        <Feedback action={action} />
        <p>
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Publishing…' : 'Publish newsletter'}
          </button>
        </p>
      </form>
      <section className="ops-section" aria-labelledby="ops-preview">
        <h2 id="ops-preview">Preview</h2>
        <p className="ops-muted">As members will see it, after the same sanitiser.</p>
        <div className="ops-card ops-preview">
          <h3>{issue.title || 'Title'}</h3>
          {issue.content ? <SafeHtml className="newsletter-body" html={issue.content} /> : <p className="ops-muted">The content shows here as you type.</p>}
        </div>
      </section>
    </div>
  );
}

function EventForm() {
  const [event, setEvent] = useState(EMPTY_EVENT);
  const action = useOperatorWrite(CHANGES.content);
  const field = (key: keyof typeof EMPTY_EVENT) => ({
    value: event[key],
    onChange: (value: string) => setEvent({ ...event, [key]: value }),
    error: action.fieldErrors[key],
  });
  return (
    <form
      className="ops-form ops-card"
      aria-labelledby="ops-event"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(async () => {
          const published = await publishEvent({
            title: event.title,
            description: event.description,
            startsAt: isoMoment(event.startsAt),
            city: event.city,
            venue: event.venue,
            capacity: Number(event.capacity),
          });
          setEvent(EMPTY_EVENT);
          return `“${published.title}” is published for ${formatMoment(published.eventDate)}.`;
        });
      }}
    >
      <h2 id="ops-event">Publish a club event</h2>
      <div className="ops-form-grid">
        <InputField label="Title" maxLength={120} {...field('title')} />
        <InputField label="Starts" type="datetime-local" {...field('startsAt')} />
        <InputField label="City" maxLength={60} {...field('city')} />
        <InputField label="Venue" maxLength={120} {...field('venue')} />
        <InputField label="Seats" inputMode="numeric" maxLength={5} {...field('capacity')} />
        <TextAreaField label="Description" optional wide rows={3} maxLength={1000} {...field('description')} />
      </div>
      <Feedback action={action} />
      <p>
        <button type="submit" className="button button-primary" disabled={action.busy}>
          {action.busy ? 'Publishing…' : 'Publish event'}
        </button>
      </p>
    </form>
  );
}
