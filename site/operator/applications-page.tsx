import { useState } from 'react';
import { Link } from '../layout/link';
import type { QueueItem } from '../../src/api/shapes/operator';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { formatMobile, formatMoment } from '../../src/ui/format-details';
import { SelectField } from '../../src/ui/select-field';
import { StatusBadge } from '../../src/ui/status-badge';
import { TextAreaField } from '../../src/ui/text-area-field';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { decideMany, namesInWords, TOLD } from './bulk-decisions';
import { useConfirm } from './confirm-dialog';
import { applicationQueueStore, CHANGES } from './operator-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { CsvButton, TableSearch } from './table-tools';
import { useTableState } from './use-table-state';

const SIZE = 50;
const SORTS = ['submitted', 'name', 'city'] as const;

/** The queue's columns; a page adding a row action adds a column here. */
const COLUMNS: TableColumn<QueueItem>[] = [
  { key: 'name', heading: 'Applicant', sortable: 'asc', cell: (a) => <Link to={`/operator/applications/${a.userId}`}>{a.name}</Link> },
  { key: 'status', heading: 'Status', cell: (a) => <StatusBadge code={a.status} /> },
  { key: 'mobile', heading: 'Mobile', cell: (a) => formatMobile(a.mobile) },
  { key: 'city', heading: 'City', sortable: 'asc', cell: (a) => a.city },
  { key: 'plan', heading: 'Plan', cell: (a) => a.plan ?? 'No plan' },
  { key: 'submitted', heading: 'Submitted', sortable: 'asc', cell: (a) => formatMoment(a.submittedAt) },
  { key: 'reason', heading: 'Why on hold', cell: (a) => a.reason ?? '' },
  {
    key: 'review',
    heading: 'Review',
    quietHeading: true,
    cell: (a) => (
      <Link className="button button-quiet button-small" to={`/operator/applications/${a.userId}`}>
        Review<span className="visually-hidden"> the application of {a.name}</span>
      </Link>
    ),
  },
];

/** #/operator/applications: who waits for a decision, oldest first; decide several at once, or open one to review it. */
export function ApplicationsPage() {
  useDocumentTitle('Applications · Back office');
  const table = useTableState({ filters: ['status', 'search'] as const, sorts: SORTS, defaultSort: { key: 'submitted', dir: 'asc' } });
  const query = { ...table.query, size: SIZE };
  const key = JSON.stringify(query);
  const { state, retry, loading } = useQuery(applicationQueueStore(key), { keepPrevious: true });
  // The choice belongs to the rows it was made on: another page, sort or filter starts with none.
  const [chosen, setChosen] = useState<{ key: string; ids: Set<number> }>({ key, ids: new Set() });
  const selected = chosen.key === key ? chosen.ids : new Set<number>();
  const rows = state.kind === 'ready' ? state.value : undefined;
  return (
    <section className="ops" aria-labelledby="ops-applications">
      <div>
        <h1 id="ops-applications">Applications</h1>
        <p className="ops-lead">
          Applications waiting for a decision, oldest first. Choose several to approve or hold them at once, or open one to see the applicant’s details and
          documents.
        </p>
      </div>
      <div className="table-tools">
        <SelectField
          label="Show"
          value={table.filters.status || 'ALL'}
          onChange={(value) => table.setFilter('status', value === 'ALL' ? '' : value)}
          options={[
            { value: 'ALL', label: 'Waiting for review and on hold' },
            { value: 'PENDING', label: 'Waiting for review' },
            { value: 'ONHOLD', label: 'On hold' },
          ]}
        />
        <TableSearch key={table.filters.search} label="Name, mobile or city" value={table.filters.search} onSearch={(v) => table.setFilter('search', v)} />
        <CsvButton list="applications" query={table.query} what="The applications" />
      </div>
      <BulkDecisions applicants={(rows ?? []).filter((a) => selected.has(a.userId))} onDone={() => setChosen({ key, ids: new Set() })} />
      <DataTable
        caption="Applications waiting for a decision"
        columns={COLUMNS}
        rows={rows}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the applications. ${state.message}`, retry } : null}
        rowKey={(a) => a.userId}
        rowName={(a) => a.name}
        sort={table.sort}
        onSort={table.setSort}
        selection={{ selected, onChange: (ids) => setChosen({ key, ids }) }}
        empty={table.filters.search ? 'No application matches this search.' : 'No applications are waiting. New ones appear here as members apply.'}
        paging={{ page: table.page, size: SIZE, noun: ['application', 'applications'], onPage: table.goTo }}
      />
    </section>
  );
}

/**
 * What to do with the chosen applications: approve them, or put them on hold with the reason each member reads.
 * Each member is told, so it asks first as a single decision does, naming them and quoting what they will read.
 */
function BulkDecisions({ applicants, onDone }: { applicants: QueueItem[]; onDone: () => void }) {
  const action = useOperatorWrite(CHANGES.decision);
  const confirm = useConfirm();
  const [holding, setHolding] = useState(false);
  const [reason, setReason] = useState('');
  const count = applicants.length;
  const them = count === 1 ? 'it' : `all ${count}`;
  const decide = (decision: 'APPROVED' | 'ONHOLD') => {
    if (action.busy) return;
    const names = namesInWords(applicants.map((a) => a.name));
    const why = reason.trim();
    confirm.ask({
      title: decision === 'APPROVED' ? `Approve the applications of ${names}?` : `Put the applications of ${names} on hold?`,
      what:
        decision === 'APPROVED'
          ? `${count === 1 ? 'They' : 'Each'} can choose and pay for a membership package from now on.`
          : `${count === 1 ? 'Their application waits' : 'Each application waits'} for them to act.`,
      memberSees: count === 1 ? TOLD[decision](why) : `Each of the ${count}: ${TOLD[decision](why)}`,
      confirmLabel: decision === 'APPROVED' ? `Approve ${them}` : `Put ${them} on hold`,
      run: () =>
        void action
          .run(() => decideMany(applicants, decision, why))
          .then((outcome) => {
            if (!outcome.ok) return;
            setHolding(false);
            setReason('');
            onDone();
          }),
    });
  };
  return (
    <>
      {confirm.dialog}
      <Feedback action={action} />
      {count > 0 ? (
        <div className="table-bulk" role="group" aria-label="Chosen applications">
          <p className="ops-muted">{count === 1 ? '1 application chosen' : `${count} applications chosen`}</p>
          <button type="button" className="button button-primary button-small" aria-disabled={action.busy} onClick={() => decide('APPROVED')}>
            Approve {them}…
          </button>
          <button type="button" className="button button-quiet button-small" aria-expanded={holding} onClick={() => setHolding(!holding)}>
            Put on hold…
          </button>
          {holding ? (
            <form
              className="ops-inline"
              onSubmit={(event) => {
                event.preventDefault();
                if (reason.trim()) decide('ONHOLD');
              }}
            >
              <TextAreaField
                label="What the applicants need to send or fix (each is told)"
                value={reason}
                onChange={setReason}
                required
                maxLength={500}
                rows={2}
              />
              <button type="submit" className="button button-small" aria-disabled={action.busy || !reason.trim()}>
                Put {them} on hold…
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
