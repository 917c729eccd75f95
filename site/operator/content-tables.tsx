import { useState } from 'react';
import { Link } from '../layout/link';
import { BulkPublish } from './bulk-publish';
import { EventRowActions } from './event-row-actions';
import type { ClubEvent } from '../../src/api/shapes/event';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { writeSession } from '../../src/storage/session-storage';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { formatMoment } from '../../src/ui/format-details';
import { useQuery } from '../../src/ui/use-query';
import { CHANGES, eventsStore, newslettersStore } from './operator-stores';
import { type Confirmation, useConfirm } from './confirm-dialog';
import { type Action, useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { CsvButton } from './table-tools';
import { useTableState } from './use-table-state';

// The content page's two lists, newest first as the server keeps them, a page at a time. Each keeps its
// page in the address under a name of its own (?issues=1&events=2), so paging one leaves the other be.
// Rows can be chosen to publish drafts together; the choice belongs to the page it was made on.

const SIZE = 20;

const scheduled = (at?: string) => Boolean(at && Date.parse(at) > Date.now());

const ISSUE_COLUMNS: TableColumn<Newsletter>[] = [
  {
    key: 'title',
    heading: 'Title',
    cell: (issue) => (
      <Link to="/newsletter-details" onClick={() => writeSession('newsletter', issue.newsLetterId)}>
        {issue.title ?? 'Untitled'}
      </Link>
    ),
  },
  {
    key: 'status',
    heading: 'Status',
    cell: (issue) => (issue.unpublishedAt ? 'Draft (unpublished)' : scheduled(issue.publishedAt) ? 'Scheduled' : 'Published'),
  },
  { key: 'when', heading: 'When', cell: (issue) => formatMoment(issue.publishedAt) },
  {
    key: 'edit',
    heading: 'Actions',
    quietHeading: true,
    cell: (issue) => (
      <Link to={`/operator/content/newsletters/${issue.newsLetterId}`} aria-label={`Edit “${issue.title ?? 'Untitled'}”`}>
        Edit
      </Link>
    ),
  },
];

const eventColumns = (action: Action, ask: (confirmation: Confirmation) => void): TableColumn<ClubEvent>[] => [
  { key: 'title', heading: 'Event', cell: (event) => event.title ?? 'Untitled' },
  { key: 'when', heading: 'When', cell: (event) => formatMoment(event.eventDate) },
  { key: 'where', heading: 'Where', cell: (event) => event.location ?? ([event.venue, event.city].filter(Boolean).join(', ') || 'Not set') },
  {
    key: 'seats',
    heading: 'Seats left',
    cell: (event) => (event.capacity === undefined ? '' : `${event.seatsLeft ?? event.capacity} of ${event.capacity}`),
  },
  { key: 'status', heading: 'Status', cell: (event) => (event.unpublishedAt ? 'Draft (unpublished)' : 'Published') },
  { key: 'actions', heading: 'Actions', quietHeading: true, cell: (event) => <EventRowActions event={event} action={action} ask={ask} /> },
];

/** The rows chosen on a table's page: another page starts with none. */
function useChoice(page: number) {
  const [chosen, setChosen] = useState<{ page: number; ids: Set<number> }>({ page, ids: new Set() });
  const selected = chosen.page === page ? chosen.ids : new Set<number>();
  return { selected, onChange: (ids: Set<number>) => setChosen({ page, ids }), clear: () => setChosen({ page, ids: new Set() }) };
}

export function NewsletterTable() {
  const table = useTableState({ filters: [], sorts: [], pageParam: 'issues' });
  const { state, retry, loading } = useQuery(newslettersStore(JSON.stringify({ page: table.page, size: SIZE })), { keepPrevious: true });
  const choice = useChoice(table.page);
  const rows = state.kind === 'ready' ? state.value : undefined;
  return (
    <section className="ops-section" aria-labelledby="ops-issues">
      <h2 id="ops-issues">Newsletters</h2>
      <CsvButton list="newsletters" query={{}} what="The newsletters" />
      <BulkPublish
        kind="newsletter"
        chosen={(rows ?? [])
          .filter((issue) => choice.selected.has(issue.newsLetterId))
          .map((issue) => ({ id: issue.newsLetterId, title: issue.title ?? 'Untitled', draft: Boolean(issue.unpublishedAt) }))}
        onDone={choice.clear}
      />
      <DataTable
        caption="Newsletters, newest first"
        columns={ISSUE_COLUMNS}
        rows={rows}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the newsletters. ${state.message}`, retry } : null}
        rowKey={(issue) => issue.newsLetterId}
        rowName={(issue) => issue.title ?? 'the newsletter'}
        selection={choice}
        empty="No newsletter yet. The one you publish above appears here."
        paging={{ page: table.page, size: SIZE, noun: ['newsletter', 'newsletters'], onPage: table.goTo }}
      />
    </section>
  );
}

export function EventTable() {
  const table = useTableState({ filters: [], sorts: [], pageParam: 'events' });
  const { state, retry, loading } = useQuery(eventsStore(JSON.stringify({ page: table.page, size: SIZE })), { keepPrevious: true });
  const action = useOperatorWrite(CHANGES.content);
  const confirm = useConfirm();
  const choice = useChoice(table.page);
  const rows = state.kind === 'ready' ? state.value : undefined;
  return (
    <section className="ops-section" aria-labelledby="ops-events">
      <h2 id="ops-events">Club events</h2>
      <CsvButton list="events" query={{}} what="The club events" />
      {confirm.dialog}
      <Feedback action={action} />
      <BulkPublish
        kind="event"
        chosen={(rows ?? [])
          .filter((event) => choice.selected.has(event.eventId))
          .map((event) => ({ id: event.eventId, title: event.title ?? 'Untitled', draft: Boolean(event.unpublishedAt) }))}
        onDone={choice.clear}
      />
      <DataTable
        caption="Club events, the coming ones first, soonest first, then past ones"
        columns={eventColumns(action, confirm.ask)}
        rows={rows}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the events. ${state.message}`, retry } : null}
        rowKey={(event) => event.eventId}
        rowName={(event) => event.title ?? 'the event'}
        selection={choice}
        empty="No event yet. The one you publish above appears here."
        paging={{ page: table.page, size: SIZE, noun: ['event', 'events'], onPage: table.goTo }}
      />
    </section>
  );
}
