import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl } from '../../src/api/http';
import { listProducts } from '../../src/api/operator';
import { useLoad } from '../../src/ui/use-load';
import { useDocumentTitle } from '../layout/use-document-title';
import { usd } from './format';
import { Badge, InputField, Loaded, SelectField } from './parts';

type State = 'active' | 'retired' | 'all';
const PAGE_SIZE = 24;

/** #/operator/catalogue: the bags, newest first; add, edit, retire. */
export function CataloguePage() {
  useDocumentTitle('Catalogue · Back office');
  const [draft, setDraft] = useState<{ search: string; state: State }>({ search: '', state: 'active' });
  const [query, setQuery] = useState({ search: '', state: 'active' as State, page: 0 });
  const [list, retry] = useLoad(() => listProducts({ ...query, size: PAGE_SIZE }), JSON.stringify(query));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...draft, page: 0 });
  };
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
      <form className="ops-search" role="search" aria-label="Bags" onSubmit={submit}>
        <InputField type="search" label="Name or brand" value={draft.search} onChange={(search) => setDraft({ ...draft, search })} maxLength={100} />
        <SelectField
          label="Show"
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state: state as State })}
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
      <Loaded state={list} retry={retry} what="the bags">
        {(page) => (
          <>
            <p className="ops-muted" role="status">
              {page.total} {page.total === 1 ? 'bag' : 'bags'}
              {page.total > PAGE_SIZE ? `, page ${page.page + 1} of ${Math.ceil(page.total / PAGE_SIZE)}` : ''}.
            </p>
            <ul className="ops-list" aria-label="Bags">
              {page.products.map((p) => (
                <li key={p.productId} className="ops-row">
                  <img className="ops-thumb" src={apiUrl(p.images[0] ?? '')} alt="" width={72} height={72} loading="lazy" />
                  <div>
                    <p>
                      <Link to={`/operator/catalogue/${p.productId}`}>{p.title}</Link> <span className="ops-muted">by {p.brand}</span>{' '}
                      {p.active ? null : <Badge code="RETIRED">Retired</Badge>}
                    </p>
                    <p className="ops-muted">
                      {p.style} · {p.colour} · {p.size} · {p.material} · {usd(p.retailPrice)}
                      {p.openBookings ? ` · ${p.openBookings} ${p.openBookings === 1 ? 'booking' : 'bookings'} not back yet` : ''}
                    </p>
                  </div>
                  <Link className="button button-quiet button-small" to={`/operator/catalogue/${p.productId}`}>
                    Edit<span className="visually-hidden"> {p.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {page.total > PAGE_SIZE ? (
              <div className="ops-pager">
                <button type="button" className="button button-quiet" disabled={page.page === 0} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
                  Newer
                </button>
                <button type="button" className="button button-quiet" disabled={(page.page + 1) * PAGE_SIZE >= page.total} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
                  Older
                </button>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}
