/**
 * "12 bags, page 1 of 2." and Newer/Older buttons when there is more than one page. Without a `total` (a list
 * the server pages without counting), `more` says whether a next page exists and the count reads "Rows 51–100.".
 * The buttons are never `disabled`: a disabled button drops the focus of whoever just pressed it to the page's
 * top. At the first or last page they are aria-disabled and do nothing, and focus stays where it was.
 */
export function Pager({
  total,
  more = false,
  shown,
  page,
  size,
  noun,
  onPage,
  labels = ['Newer', 'Older'],
}: {
  total?: number;
  more?: boolean;
  /** Rows on this page, for the count of a list without a total. */
  shown?: number;
  page: number;
  size: number;
  noun: [string, string];
  onPage: (page: number) => void;
  labels?: [string, string];
}) {
  const pages = total === undefined ? undefined : Math.ceil(total / size);
  const hasNext = pages === undefined ? more : page + 1 < pages;
  const count =
    total === undefined
      ? shown
        ? `${noun[1][0].toUpperCase()}${noun[1].slice(1)} ${page * size + 1}–${page * size + shown}.`
        : `No ${noun[1]} match.`
      : total === 0
        ? `No ${noun[1]} match.`
        : `${total} ${total === 1 ? noun[0] : noun[1]}${pages! > 1 ? `, page ${page + 1} of ${pages}` : ''}.`;
  return (
    <>
      <p className="pager__count" role="status">
        {count}
      </p>
      {page > 0 || hasNext ? (
        <div className="pager">
          <button type="button" className="button button-quiet" aria-disabled={page === 0} onClick={() => page > 0 && onPage(page - 1)}>
            {labels[0]}
          </button>
          <button type="button" className="button button-quiet" aria-disabled={!hasNext} onClick={() => hasNext && onPage(page + 1)}>
            {labels[1]}
          </button>
        </div>
      ) : null}
    </>
  );
}
