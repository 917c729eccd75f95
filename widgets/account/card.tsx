import type { ReactNode } from 'react';
import type { LoadState } from '../../src/ui/use-load';

interface CardProps<T> {
  id: string;
  title: string;
  state: LoadState<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
  /** Lines of the skeleton while loading. */
  lines?: number;
}

/** A section of the account page: a skeleton while loading, its own error with Retry, else its content. */
export function Card<T>({ id, title, state, retry, children, lines = 3 }: CardProps<T>) {
  return (
    <section className="card" aria-labelledby={id} aria-busy={state.kind === 'loading'}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {state.kind === 'loading' ? (
        <div data-testid="skeleton">
          <p className="visually-hidden" role="status">
            Loading {title.toLowerCase()}…
          </p>
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className="bone" aria-hidden="true" />
          ))}
        </div>
      ) : state.kind === 'error' ? (
        <div className="card__error" role="alert">
          <p>We could not load {title.toLowerCase()}. {state.message}</p>
          <button type="button" className="button" onClick={retry}>
            Retry<span className="visually-hidden"> {title.toLowerCase()}</span>
          </button>
        </div>
      ) : (
        children(state.value)
      )}
    </section>
  );
}
