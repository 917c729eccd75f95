/**
 * The cards a newsletter-page list shows while it loads (LoadSection's skeleton): as tall as the
 * real ones (cover and the text's usual lines), so what sits below does not move when the answer arrives.
 */
export function LoadingCards({ listClass, cardClass, count }: { listClass: string; cardClass: string; count: number }) {
  return (
    <ul className={listClass} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${cardClass} card-loading`}>
          <span className="bone bone-cover" />
          <span className="bone-text">
            <span className="bone bone-meta" />
            <span className="bone bone-title" />
            <span className="bone bone-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
