import { Link } from '../layout/link';
import { apiUrl } from '../../src/api/http';
import { useDocumentTitle } from '../layout/use-document-title';
import { formatMoney } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { productsStore } from './operator-stores';
import { StatusBadge } from '../../src/ui/status-badge';
import { InputField } from '../../src/ui/input-field';
import { Pager } from '../../src/ui/pager';
import { SelectField } from '../../src/ui/select-field';
import { usePagedSearch } from '../../src/ui/use-paged-search';

const PAGE_SIZE = 24;

/** #/operator/catalogue: the bags, newest first; add, edit, retire. */
export function CataloguePage() {
  useDocumentTitle('Catalogue · Back office');
  const list = usePagedSearch({ search: '', state: 'active', size: String(PAGE_SIZE) }, productsStore);
  const { draft, setDraft } = list;
  return (
    <section className="ops" aria-labelledby="ops-catalogue">
      <div>
        <h1 id="ops-catalogue">Catalogue</h1>
        <p className="ops-lead">The bags of the collection. Changes show in the collection and its filters at once.</p>
      </div>
      <p>
        <Link className="button button-primary" to="/operator/catalogue/new">
          Add a bag
        </Link>
      </p>
      <form className="ops-search" role="search" aria-label="Bags" onSubmit={list.submit}>
        <InputField type="search" label="Name or brand" value={draft.search} onChange={(search) => setDraft({ ...draft, search })} maxLength={100} />
        <SelectField
          label="Show"
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
          options={[
            { value: 'active', label: 'In the collection' },
            { value: 'retired', label: 'Retired' },
            { value: 'all', label: 'All bags' },
          ]}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <LoadSection state={list.state} retry={list.retry} what="the bags">
        {(page) => (
          <>
            <Pager total={page.total} page={page.page} size={PAGE_SIZE} noun={['bag', 'bags']} onPage={list.goTo} />
            <ul className="ops-list" aria-label="Bags">
              {page.products.map((p) => (
                <li key={p.productId} className="ops-row">
                  <img className="ops-thumb" src={apiUrl(p.images[0] ?? '')} alt="" width={72} height={72} loading="lazy" />
                  <div>
                    <p>
                      <Link to={`/operator/catalogue/${p.productId}`}>{p.title}</Link> <span className="ops-muted">by {p.brand}</span>{' '}
                      {p.active ? null : <StatusBadge code="RETIRED">Retired</StatusBadge>}
                    </p>
                    <p className="ops-muted">
                      {p.style} · {p.colour} · {p.size} · {p.material} · {formatMoney(p.retailPrice)}
                      {p.openBookings ? ` · ${p.openBookings} ${p.openBookings === 1 ? 'booking' : 'bookings'} not back yet` : ''}
                    </p>
                  </div>
                  <Link className="button button-quiet button-small" to={`/operator/catalogue/${p.productId}`}>
                    Edit<span className="visually-hidden"> {p.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadSection>
    </section>
  );
}
