import { useId } from 'react';
import type { AuditEntry } from '../../src/api/shapes/operator';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { formatMoment } from '../../src/ui/format-details';
import { SelectField } from '../../src/ui/select-field';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { $operators, auditStore } from './operator-stores';
import { CsvButton, TableSearch } from './table-tools';
import { useTableState } from './use-table-state';

const SIZE = 50;
const SUBJECTS = [
  ['', 'Everything'],
  ['application', 'Applications'],
  ['member', 'Memberships'],
  ['product', 'Catalogue'],
  ['booking', 'Fulfilment'],
  ['bagdrop', 'Bag drops'],
  ['newsletter', 'Newsletters'],
  ['event', 'Events'],
  ['user', 'Operators'],
  ['settings', 'Settings'],
] as const;

/** The actions the log records, in words (the filter offers these, never the stored code). */
const ACTIONS: Record<string, string> = {
  'application.approve': 'Application approved',
  'application.hold': 'Application put on hold',
  'application.decline': 'Application declined',
  'document.view': 'Identity documents viewed',
  'membership.hold': 'Membership put on hold',
  'membership.reactivate': 'Membership reactivated',
  'booking.ship': 'Bag shipped',
  'booking.deliver': 'Bag delivered',
  'booking.return-pickup': 'Return picked up',
  'settings.pause-limits': 'Pause limits changed',
  'booking.check-in': 'Bag checked in',
  'bagdrop.accept': 'Bag drop accepted',
  'bagdrop.decline': 'Bag drop declined',
  'product.create': 'Bag added',
  'product.edit': 'Bag edited',
  'product.retire': 'Bag retired',
  'product.restore': 'Bag restored',
  'newsletter.publish': 'Newsletter published',
  'event.publish': 'Event published',
  'payment.received': 'Payment marked received',
  'order.refund': 'Order refunded',
  'member.erase': 'Personal data erased',
  'documents.delete': 'Documents deleted',
  'sessions.end': 'Sessions ended',
  'operator.grant': 'Operator appointed',
  'operator.revoke': 'Operator removed',
  'marketing.grant': 'Marketing role given',
  'marketing.revoke': 'Marketing role removed',
  'export.csv': 'List exported as CSV',
};

const COLUMNS: TableColumn<AuditEntry>[] = [
  { key: 'at', heading: 'When', cell: (e) => formatMoment(e.at) },
  { key: 'who', heading: 'Who', cell: (e) => e.actor.name },
  { key: 'what', heading: 'What', cell: (e) => <strong>{e.summary}</strong> },
  { key: 'action', heading: 'Action', cell: (e) => ACTIONS[e.action] ?? e.action },
  {
    key: 'change',
    heading: 'Before and after',
    cell: (e) =>
      e.before !== null || e.after !== null ? (
        <details>
          <summary>Before and after</summary>
          <pre>{JSON.stringify({ before: e.before, after: e.after }, null, 2)}</pre>
        </details>
      ) : null,
  },
];

const FILTERS = ['subjectType', 'actorUserId', 'action', 'memberId', 'from', 'to'] as const;

/** #/operator/audit: every operator action, newest first: who, what, when, before and after; filtered by operator, action, member and days. */
export function AuditPage() {
  useDocumentTitle('Audit log · Back office');
  const table = useTableState({ filters: FILTERS, sorts: [] });
  const { filters } = table;
  // Numbers and days that are not (an edited address) are left out rather than refused by the server.
  const query = {
    ...table.query,
    actorUserId: /^\d{1,9}$/.test(filters.actorUserId) ? Number(filters.actorUserId) : undefined,
    memberId: /^\d{1,9}$/.test(filters.memberId) ? Number(filters.memberId) : undefined,
    from: /^\d{4}-\d{2}-\d{2}$/.test(filters.from) ? filters.from : undefined,
    to: /^\d{4}-\d{2}-\d{2}$/.test(filters.to) ? filters.to : undefined,
  };
  const { state, retry, loading } = useQuery(auditStore(JSON.stringify({ ...query, size: SIZE })), { keepPrevious: true });
  const operators = useQuery($operators);
  const fromId = useId();
  const toId = useId();
  return (
    <section className="ops" aria-labelledby="ops-audit">
      <div>
        <h1 id="ops-audit">Audit log</h1>
        <p className="ops-lead">Every action taken in the back office or with npm run admin, newest first.</p>
      </div>
      <div className="table-tools">
        <SelectField
          label="About"
          value={filters.subjectType}
          onChange={(value) => table.setFilter('subjectType', value)}
          options={SUBJECTS.map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          label="Operator"
          value={filters.actorUserId}
          onChange={(value) => table.setFilter('actorUserId', value)}
          options={[
            { value: '', label: 'Anyone' },
            ...(operators.state.kind === 'ready' ? operators.state.value.map((o) => ({ value: String(o.userId), label: o.name })) : []),
          ]}
        />
        <SelectField
          label="Action"
          value={filters.action}
          onChange={(value) => table.setFilter('action', value)}
          options={[{ value: '', label: 'Any action' }, ...Object.entries(ACTIONS).map(([value, label]) => ({ value, label }))]}
        />
        <div className="field">
          <label className="field__label" htmlFor={fromId}>
            From
          </label>
          <input id={fromId} className="field__input" type="date" value={filters.from} onChange={(e) => table.setFilter('from', e.currentTarget.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={toId}>
            Until
          </label>
          <input id={toId} className="field__input" type="date" value={filters.to} onChange={(e) => table.setFilter('to', e.currentTarget.value)} />
        </div>
        <TableSearch
          key={filters.memberId}
          label="Member number (on the member’s page)"
          value={filters.memberId}
          onSearch={(v) => table.setFilter('memberId', v.replace(/\D/g, ''))}
        />
        <CsvButton list="audit" query={query} what="The audit log" />
      </div>
      <DataTable
        caption="Actions in the back office"
        columns={COLUMNS}
        rows={state.kind === 'ready' ? state.value : undefined}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the audit log. ${state.message}`, retry } : null}
        rowKey={(e) => e.auditId}
        rowName={(e) => e.summary}
        empty="Nothing recorded matches these filters."
        paging={{ page: table.page, size: SIZE, noun: ['action', 'actions'], onPage: table.goTo }}
      />
    </section>
  );
}
