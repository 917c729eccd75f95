import type { ReactNode } from 'react';
import { Link } from '../layout/link';
import { apiUrl } from '../../src/api/http';
import type { Fulfilment } from '../../src/api/shapes/operator';
import { DataTable, type TableColumn, type TableSelection, type TableSort } from '../../src/ui/data-table';
import type { FULFILMENT_SORTS } from '../../src/api/shapes/requests/operator';
import { CsvButton } from './table-tools';
import { formatDay } from '../../src/ui/format';
import { formatMoment, statusWord } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { CHANGES, fulfilmentStore } from './operator-stores';
import { Feedback } from './parts';
import { useOperatorWrite } from './operator-write';
import { StatusBadge } from '../../src/ui/status-badge';
import { OutActions, ShipForm } from './fulfilment-actions';
import { BulkShip, useShipChoice } from './bulk-ship';
import { shippingLeadWords, UpcomingBookings } from './upcoming-bookings';
import { useTableState } from './use-table-state';

/**
 * Bookings each of the board's lists shows at a time (the server's default too); the address's `page` is the same
 * page of every list. A screen's worth: five lists of 50 made an answer whose size set the board's time.
 */
const SIZE = 20;
const NOUN: [string, string] = ['booking', 'bookings'];
/** The orders the server offers (its request shape's list; a type-only import, so no request shape ships). */
const SORTS: readonly (typeof FULFILMENT_SORTS)[number][] = ['bag', 'member', 'start', 'return'];

/** #/operator/fulfilment: what to ship today, what is out, due back and overdue; ship, deliver, check in. */
export function FulfilmentPage() {
  useDocumentTitle('Fulfilment · Back office');
  const table = useTableState({ filters: [], sorts: SORTS });
  const { state: board, retry, loading } = useQuery(fulfilmentStore(JSON.stringify({ ...table.query, size: SIZE })), { keepPrevious: true });
  const action = useOperatorWrite(CHANGES.fulfilment);
  const act = (work: () => Promise<string>) => void action.run(work);
  const choice = useShipChoice();
  return (
    <section className="ops" aria-labelledby="ops-fulfilment">
      <div>
        <h1 id="ops-fulfilment">Fulfilment</h1>
        <p className="ops-lead">
          Bags go out {shippingLeadWords(board.kind === 'ready' ? board.value.leadDays : undefined)} before a booking starts. Enter the courier’s waybill when
          one leaves (the member can then track it). When the courier’s tracking reports the delivery, the bag is marked delivered by itself; otherwise mark it
          delivered. Check it in when it is back: only then can it be booked again.
        </p>
      </div>
      <Feedback action={action} />
      <div className="table-tools">
        <CsvButton list="fulfilment" query={table.query} what="The fulfilment board" />
      </div>
      <LoadSection state={board} retry={retry} what="fulfilment">
        {(b) => {
          const paging = { loading, page: table.page, onPage: table.goTo, sort: table.sort, onSort: table.setSort };
          return (
            <>
              <ul className="ops-counts" aria-label="Today">
                {(
                  [
                    ['to-ship', 'To ship', b.counts?.toShip ?? b.toShip.length],
                    ['due-today', 'Due back today', b.counts?.dueToday ?? b.dueToday.length],
                    ['overdue', 'Overdue', b.counts?.overdue ?? b.overdue.length],
                    ['in-transit', 'On the way', b.counts?.inTransit ?? b.inTransit.length],
                    ['out', 'Out with members', b.counts?.out ?? b.out.length],
                  ] as const
                ).map(([id, label, n]) => (
                  <li key={id}>
                    <a href={`#/operator/fulfilment`} onClick={(event) => (event.preventDefault(), document.getElementById(`ops-${id}`)?.focus())}>
                      {label} <strong>{n}</strong>
                    </a>
                  </li>
                ))}
              </ul>
              <BulkShip items={b.toShip} choice={choice} action={action} />
              <Group
                id="to-ship"
                title={`To ship by ${formatDay(b.today)}`}
                empty="Nothing to ship today."
                items={b.toShip}
                total={b.counts?.toShip}
                selection={{ selected: choice.selected, onChange: choice.setSelected }}
                {...paging}
              >
                {(item) => (
                  <ShipForm
                    item={item}
                    action={action}
                    act={act}
                    draft={choice.drafts[item.bookingId]}
                    onDraft={(draft) => choice.setDraft(item.bookingId, draft)}
                    problem={choice.problems[item.bookingId]}
                  />
                )}
              </Group>
              <Group id="due-today" title="Due back today" empty="No bag is due back today." items={b.dueToday} total={b.counts?.dueToday} {...paging}>
                {(item) => <OutActions item={item} action={action} act={act} />}
              </Group>
              <Group id="overdue" title="Overdue" empty="No bag is overdue." items={b.overdue} total={b.counts?.overdue} {...paging}>
                {(item) => <OutActions item={item} action={action} act={act} />}
              </Group>
              <Group id="in-transit" title="On the way to members" empty="No bag is on its way." items={b.inTransit} total={b.counts?.inTransit} {...paging}>
                {(item) => <OutActions item={item} action={action} act={act} />}
              </Group>
              <Group id="out" title="Out with members" empty="No bag is out." items={b.out} total={b.counts?.out} {...paging}>
                {(item) => <OutActions item={item} action={action} act={act} />}
              </Group>
              <Group id="checked-in" title="Checked in lately" empty="Nothing checked in yet." items={b.checkedIn} total={b.checkedIn.length} loading={loading}>
                {(item) => (
                  <p className="ops-muted">
                    Checked in {formatMoment(item.checkedInAt)}: <StatusBadge code={item.condition ?? 'GOOD'} />
                    {item.note ? ` ${item.note}` : ''}
                  </p>
                )}
              </Group>
            </>
          );
        }}
      </LoadSection>
      <UpcomingBookings />
    </section>
  );
}

/**
 * One list of the board, in the back office's table: the bag, the booking and its member, where it goes,
 * and the row's action (ship, mark delivered, check in) as the last column. Its pager moves every list to
 * that page (the server pages them together); a list that keeps no pages (checked in) shows none.
 */
function Group({
  id,
  title,
  empty,
  items,
  total,
  loading,
  page = 0,
  onPage,
  sort,
  onSort,
  selection,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: Fulfilment[];
  total?: number;
  loading: boolean;
  page?: number;
  onPage?: (page: number) => void;
  /** The board's one order (every paged list follows it; the server sorts from a fixed list). */
  sort?: TableSort | null;
  onSort?: (sort: TableSort) => void;
  /** Row checkboxes (the "to ship" list, to ship several at once). */
  selection?: TableSelection<number>;
  children: (item: Fulfilment) => ReactNode;
}) {
  const sortable = (dir: 'asc' | 'desc') => (onSort ? dir : undefined);
  const columns: TableColumn<Fulfilment>[] = [
    { key: 'bag', heading: 'Bag', sortable: sortable('asc'), cell: bagCell },
    { key: 'member', heading: 'Booking and member', sortable: sortable('asc'), cell: bookingCell },
    { key: 'start', heading: 'Starts', sortable: sortable('asc'), cell: (item) => formatDay(item.startDate) },
    { key: 'return', heading: 'Returns', sortable: sortable('asc'), cell: (item) => formatDay(item.returnDate) },
    { key: 'address', heading: 'Address and courier', cell: addressCell },
    { key: 'action', heading: 'Action', quietHeading: true, cell: children },
  ];
  return (
    <div className="ops-section">
      <h2 id={`ops-${id}`} tabIndex={-1}>
        {title} <span className="ops-muted">({total ?? items.length})</span>
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={items}
        loading={loading}
        rowKey={(item) => item.bookingId}
        rowName={(item) => `booking ${item.bookingId}`}
        sort={onSort ? sort : null}
        onSort={onSort}
        selection={selection}
        empty={empty}
        paging={{ page, size: onPage ? SIZE : Math.max(items.length, 1), total, noun: NOUN, onPage: onPage ?? (() => undefined) }}
      />
    </div>
  );
}

function bagCell(item: Fulfilment) {
  return (
    <div className="ops-row">
      <img className="ops-thumb" src={apiUrl(item.bag.image)} alt="" width={72} height={72} loading="lazy" />
      <p>
        {item.bag.title} <span className="ops-muted">by {item.bag.brand}</span>{' '}
        {item.overdueDays ? <StatusBadge code="OVERDUE">{`${item.overdueDays} ${item.overdueDays === 1 ? 'day' : 'days'} overdue`}</StatusBadge> : null}
        {item.lateToShip ? <StatusBadge code="OVERDUE">Late to ship</StatusBadge> : null}
      </p>
    </div>
  );
}

function bookingCell(item: Fulfilment) {
  return (
    <p>
      <Link to={`/operator/bookings/${item.bookingId}`}>Booking {item.bookingId}</Link> for{' '}
      <Link to={`/operator/members/${item.member.userId}`}>{item.member.name}</Link> ({item.member.mobile})
      {item.stage === 'TO_SHIP' || item.stage === 'IN_TRANSIT' ? (
        <>
          {' · '}
          <Link to={`/operator/bookings/${item.bookingId}/packing-slip`}>
            Packing slip<span className="visually-hidden"> of booking {item.bookingId}</span>
          </Link>
        </>
      ) : null}
    </p>
  );
}

function addressCell(item: Fulfilment) {
  return (
    <p className="ops-muted">
      {[item.address.addressLine1, item.address.addressLine2, item.address.city, item.address.state, item.address.zipcode].filter(Boolean).join(', ') ||
        'No address on file'}
      {item.wbNo ? ` · waybill ${item.wbNo}` : ''}
      {item.deliveredAt ? ` · delivered ${formatMoment(item.deliveredAt)}` : item.shippedAt ? ` · shipped ${formatMoment(item.shippedAt)}` : ''}
      {/* The courier's own word, from the tracking job (absent with a courier that has no tracking). */}
      {item.courierStatus && !item.deliveredAt ? (
        <>
          {' · '}courier: <strong>{statusWord(item.courierStatus)}</strong>
          {item.courierCheckedAt ? ` (as of ${formatMoment(item.courierCheckedAt)})` : ''}
        </>
      ) : null}
      {item.trackingUrl && !item.deliveredAt ? (
        <>
          {' · '}
          <a href={item.trackingUrl} target="_blank" rel="noopener noreferrer">
            Courier’s tracking<span className="visually-hidden"> of booking {item.bookingId}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
