/** "12 bags, page 1 of 2." and Newer/Older buttons when there is more than one page. */
export function Pager({
  total,
  page,
  size,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  size: number;
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / size);
  return (
    <>
      <p className="pager__count" role="status">
        {total === 0 ? `No ${noun[1]} match.` : `${total} ${total === 1 ? noun[0] : noun[1]}${pages > 1 ? `, page ${page + 1} of ${pages}` : ''}.`}
      </p>
      {pages > 1 ? (
        <div className="pager">
          <button type="button" className="button button-quiet" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Newer
          </button>
          <button type="button" className="button button-quiet" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            Older
          </button>
        </div>
      ) : null}
    </>
  );
}
