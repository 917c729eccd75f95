import { Link } from '../layout/link';
import type { BagOffer } from '../../src/api/shapes/operator';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { formatMobile, formatMoment } from '../../src/ui/format-details';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { bagOffersStore } from './operator-stores';
import { StatusBadge } from '../../src/ui/status-badge';
import { SelectField } from '../../src/ui/select-field';
import { PrivateImage } from './private-file';
import { CsvButton } from './table-tools';
import { useTableState } from './use-table-state';

const SIZE = 50;
const STATUSES = ['SUBMITTED', 'ACCEPTED', 'DECLINED'] as const;
const nameOf = (offer: BagOffer) => [offer.brand, offer.title].filter(Boolean).join(' ');

const COLUMNS: TableColumn<BagOffer>[] = [
  {
    key: 'photo',
    heading: 'Photo',
    quietHeading: true,
    cell: (offer) =>
      offer.photos[0] ? (
        <span className="data-table__thumb">
          <PrivateImage url={offer.photos[0].url} alt={`Photo 1 of ${nameOf(offer)}`} />
        </span>
      ) : null,
  },
  { key: 'bag', heading: 'Bag', cell: (offer) => <Link to={`/operator/bag-drops/${offer.bagdropId}`}>{nameOf(offer)}</Link> },
  { key: 'status', heading: 'Status', cell: (offer) => <StatusBadge code={offer.status} /> },
  { key: 'member', heading: 'Offered by', cell: (offer) => `${offer.member.name} (${formatMobile(offer.member.mobile)})` },
  { key: 'at', heading: 'Offered', cell: (offer) => formatMoment(offer.createdAt) },
  {
    key: 'details',
    heading: 'Details',
    cell: (offer) => [offer.colour, offer.conditionName, offer.purchaseYear ? `bought ${offer.purchaseYear}` : null].filter(Boolean).join(' · '),
  },
];

/** #/operator/bag-drops: bags members offered to the club, with their photos. */
export function BagOffersPage() {
  useDocumentTitle('Bag drops · Back office');
  const table = useTableState({ filters: ['status'] as const, sorts: [] });
  const status = (STATUSES as readonly string[]).includes(table.filters.status) ? table.filters.status : 'SUBMITTED';
  const { state, retry, loading } = useQuery(bagOffersStore(JSON.stringify({ status, page: table.page, size: SIZE })), { keepPrevious: true });
  return (
    <section className="ops" aria-labelledby="ops-bagdrops">
      <div>
        <h1 id="ops-bagdrops">Bag drops</h1>
        <p className="ops-lead">
          Bags members offered to the club. Open one to accept it into the collection (the form comes filled in from the offer) or to decline it with a reason.
        </p>
      </div>
      <div className="table-tools">
        <SelectField
          label="Show"
          value={status}
          onChange={(value) => table.setFilter('status', value === 'SUBMITTED' ? '' : value)}
          options={[
            { value: 'SUBMITTED', label: 'Waiting for a decision' },
            { value: 'ACCEPTED', label: 'Accepted' },
            { value: 'DECLINED', label: 'Declined' },
          ]}
        />
        <CsvButton list="bagdrops" query={{ status }} what="The bag drops" />
      </div>
      <DataTable
        caption="Bag drops"
        columns={COLUMNS}
        rows={state.kind === 'ready' ? state.value : undefined}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the bag drops. ${state.message}`, retry } : null}
        rowKey={(offer) => offer.bagdropId}
        rowName={nameOf}
        empty="No bag drops here."
        paging={{ page: table.page, size: SIZE, noun: ['bag drop', 'bag drops'], onPage: table.goTo }}
      />
    </section>
  );
}
