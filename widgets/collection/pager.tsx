interface PagerProps {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}

/** Previous / next with where you are; pages are counted from 0 in the query, from 1 on screen. */
export function Pager({ page, total, size, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager-where">
        Page {page + 1} of {pages}
      </span>
      <button type="button" className="button" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
