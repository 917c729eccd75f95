/** What a page shows while its chunk loads: its shape, not a spinner. */
export function PageSkeleton() {
  return (
    <section className="page page-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
    </section>
  );
}
