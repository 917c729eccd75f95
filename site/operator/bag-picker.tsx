import { useId, useState } from 'react';
import { useQuery } from '../../src/ui/use-query';
import { productsStore } from './operator-stores';

/** Finds another bag of the collection by name or brand, for a booking's change of bag; the server judges its days. */
type Bag = { productId: number; title: string };
type Choice = { chosen: Bag | null; onChoose: (bag: Bag | null) => void };

export function BagPicker({ current, chosen, onChoose }: { current: number } & Choice) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = search.trim();
  return (
    <fieldset className="ops-form">
      <legend className="ops-legend">Another bag (optional)</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          Find a bag by name or brand
        </label>
        <input id={`${id}-search`} className="field__input" type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} />
      </div>
      {term.length >= 2 ? <Matches term={term} current={current} chosen={chosen} onChoose={onChoose} name={`${id}-bag`} /> : null}
      {chosen ? (
        <p>
          Changing to <strong>{chosen.title}</strong>.{' '}
          <button type="button" className="button button-quiet button-small" onClick={() => onChoose(null)}>
            Keep the booked bag
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

function Matches({ term, current, chosen, onChoose, name }: { term: string; current: number; name: string } & Choice) {
  const { state } = useQuery(productsStore(JSON.stringify({ search: term, state: 'active', size: 8 })), { keepPrevious: true });
  if (state.kind === 'loading') return <p className="ops-muted">Looking…</p>;
  if (state.kind === 'error') return <p className="ops-error">{state.message}</p>;
  const bags = state.value.products.filter((p) => p.productId !== current);
  if (bags.length === 0) return <p className="ops-muted">No other bag matches “{term}”.</p>;
  return (
    <ul className="ops-list" aria-label="Bags found">
      {bags.map((bag) => (
        <li key={bag.productId}>
          <label>
            <input
              type="radio"
              name={name}
              checked={chosen?.productId === bag.productId}
              onChange={() => onChoose({ productId: bag.productId, title: bag.title })}
            />{' '}
            {bag.title} <span className="ops-muted">by {bag.brand}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
