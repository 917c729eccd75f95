import { Link } from '../layout/link';
import type { MemberSummary } from '../../src/api/shapes/operator';
import { USER_STATUSES } from '../../src/api/shapes/user';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { useDocumentTitle } from '../layout/use-document-title';
import { formatDay } from '../../src/ui/format';
import { formatMobile, statusWord } from '../../src/ui/format-details';
import { useQuery } from '../../src/ui/use-query';
import { membersStore } from './operator-stores';
import { StatusBadge } from '../../src/ui/status-badge';
import { SelectField } from '../../src/ui/select-field';
import { CsvButton, TableSearch } from './table-tools';
import { useTableState } from './use-table-state';

const PAGE_SIZE = 20;
const SORTS = ['joined', 'name'] as const;

/** The member list's columns; a row action (edit, deactivate) is one more column with its own cell. */
const COLUMNS: TableColumn<MemberSummary>[] = [
  {
    key: 'name',
    heading: 'Member',
    sortable: 'asc',
    cell: (m) => (
      <>
        <Link to={`/operator/members/${m.userId}`}>{m.name}</Link>
        {m.operator ? <span className="badge"> Operator</span> : null}
      </>
    ),
  },
  { key: 'status', heading: 'Status', cell: (m) => <StatusBadge code={m.status} /> },
  { key: 'mobile', heading: 'Mobile', cell: (m) => formatMobile(m.mobile) },
  { key: 'email', heading: 'E-mail', cell: (m) => m.email ?? '' },
  {
    key: 'membership',
    heading: 'Membership',
    cell: (m) =>
      m.membership
        ? `${m.membership.planName}, ${formatDay(m.membership.startDate)} to ${formatDay(m.membership.endDate)} (${statusWord(m.membership.status)})`
        : 'None',
  },
  { key: 'joined', heading: 'Joined', sortable: 'desc', cell: (m) => formatDay(m.joinedAt) },
];

/** #/operator/members: find a member by name, e-mail or mobile, or by status. */
export function MembersPage() {
  useDocumentTitle('Members · Back office');
  const table = useTableState({ filters: ['search', 'status'] as const, sorts: SORTS, defaultSort: { key: 'joined', dir: 'desc' } });
  const { state, retry, loading } = useQuery(membersStore(JSON.stringify({ ...table.query, size: PAGE_SIZE })), { keepPrevious: true });
  const found = state.kind === 'ready' ? state.value : undefined;
  return (
    <section className="ops" aria-labelledby="ops-members">
      <div>
        <h1 id="ops-members">Members</h1>
        <p className="ops-lead">
          Everyone who signed up, newest first: their status, plan and dates. Open a member for their bookings, orders and payments, or to put their membership
          on hold.
        </p>
      </div>
      <div className="table-tools">
        <TableSearch key={table.filters.search} label="Name, e-mail or mobile" value={table.filters.search} onSearch={(v) => table.setFilter('search', v)} />
        <SelectField
          label="Status"
          value={table.filters.status}
          onChange={(status) => table.setFilter('status', status)}
          options={[{ value: '', label: 'Any status' }, ...USER_STATUSES.map((s) => ({ value: s, label: statusWord(s) }))]}
        />
        <CsvButton list="members" query={table.query} what="The members" />
      </div>
      {found?.capped ? <p className="ops-muted">More than {found.total.toLocaleString('en-IN')} members match: add a word to narrow the search.</p> : null}
      <DataTable
        caption="Members"
        columns={COLUMNS}
        rows={found?.members}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the members. ${state.message}`, retry } : null}
        rowKey={(m) => m.userId}
        rowName={(m) => m.name}
        sort={table.sort}
        onSort={table.setSort}
        empty="No member matches. Try fewer words, or another status."
        paging={{ page: table.page, size: PAGE_SIZE, total: found?.total, noun: ['member', 'members'], onPage: table.goTo }}
      />
    </section>
  );
}
