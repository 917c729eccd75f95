import type { ReactNode } from 'react';
import type { LoadState } from './use-query';

interface LoadSectionProps<T> {
  state: LoadState<T>;
  retry: () => void;
  /** What is loading, for people: 'your bookings', 'the plans'. */
  what: string;
  /** The shape of what is coming, so nothing jumps when it arrives; plain bones when absent. */
  skeleton?: ReactNode;
  children: (value: T) => ReactNode;
}

/** The one loading and error UI: a skeleton with a spoken status, or the error with Retry, else the content. */
export function LoadSection<T>({ state, retry, what, skeleton, children }: LoadSectionProps<T>) {
  if (state.kind === 'loading') {
    return (
      <div className="load-section" aria-busy="true" data-testid="skeleton">
        <p className="visually-hidden" role="status">
          Loading {what}…
        </p>
        {skeleton ?? (
          <div aria-hidden="true">
            <span className="bone" />
            <span className="bone" />
            <span className="bone bone--short" />
          </div>
        )}
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="load-error" role="alert">
        <p>
          We could not load {what}. {state.message}
        </p>
        <button type="button" className="button" onClick={retry}>
          Retry<span className="visually-hidden"> {what}</span>
        </button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
