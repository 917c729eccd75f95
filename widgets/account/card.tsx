import type { ReactNode } from 'react';
import { LoadSection } from '../../src/ui/load-section';
import type { LoadState } from '../../src/ui/use-query';

interface CardProps<T> {
  id: string;
  title: string;
  state: LoadState<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
  /** Lines of the skeleton while loading. */
  lines?: number;
  /** A skeleton shaped like the loaded card, where plain lines would be shorter than what arrives. */
  skeleton?: ReactNode;
}

/** A section of the account page, loading and failing on its own. */
export function Card<T>({ id, title, state, retry, children, lines = 3, skeleton }: CardProps<T>) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <LoadSection
        state={state}
        retry={retry}
        what={title.toLowerCase()}
        skeleton={
          skeleton ?? (
            <div aria-hidden="true">
              {Array.from({ length: lines }, (_, i) => (
                <span key={i} className="bone" />
              ))}
            </div>
          )
        }
      >
        {children}
      </LoadSection>
    </section>
  );
}
