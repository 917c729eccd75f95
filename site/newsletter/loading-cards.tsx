/**
 * The cards a newsletter-page list shows while it loads: as tall as the real ones (cover and
 * the text's usual lines), so what sits below does not move when the answer arrives.
 */
export function LoadingCards({ what, listClass, cardClass, count }: { what: string; listClass: string; cardClass: string; count: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {`Loading ${what}…`}
      </p>
      <ul className={listClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`${cardClass} card-loading`} data-testid="skeleton">
            <span className="bone bone-cover" />
            <span className="bone-text">
              <span className="bone bone-meta" />
              <span className="bone bone-title" />
              <span className="bone bone-line" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
