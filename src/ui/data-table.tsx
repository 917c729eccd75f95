import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Pager } from './pager';

export type SortDir = 'asc' | 'desc';
export interface TableSort {
  key: string;
  dir: SortDir;
}

/** One column: its heading and the cell of a row. A row's actions are a column too, so a page adds its own without touching the table. */
export interface TableColumn<T> {
  key: string;
  heading: string;
  cell: (row: T) => ReactNode;
  /** The server sorts by this column (`key` is the sort its request shape whitelists); the first press sorts this way. */
  sortable?: SortDir;
  /** The heading is for screen readers only (a column of buttons). */
  quietHeading?: boolean;
}

export interface TableSelection<K> {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
}

export interface TablePaging {
  page: number;
  size: number;
  /** Rows in the whole list, when the server counts them; else a full page means there may be more. */
  total?: number;
  noun: [string, string];
  onPage: (page: number) => void;
}

export interface DataTableProps<T, K extends string | number> {
  /** What the table lists, said to screen readers with its order. */
  caption: string;
  columns: readonly TableColumn<T>[];
  /** The page shown; undefined until the first answer. */
  rows: readonly T[] | undefined;
  /** A request is on its way (the previous page stays shown meanwhile). */
  loading: boolean;
  error?: { message: string; retry: () => void } | null;
  rowKey: (row: T) => K;
  /** A row in words, for its checkbox ("Select Asha Rao"). */
  rowName: (row: T) => string;
  sort?: TableSort | null;
  onSort?: (sort: TableSort) => void;
  /** Row checkboxes, for the bulk actions the page shows above the table. */
  selection?: TableSelection<K>;
  /** What an empty list says (and what to do about it). */
  empty: ReactNode;
  paging: TablePaging;
}

const SORT_WORDS: Record<SortDir, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

/**
 * The back office's one table: sortable headings (buttons, with aria-sort on the sorted column), row
 * selection, the empty and loading states, and the pager. It holds no state: the page keeps the sort,
 * filters and page in the address and loads each page from the server. The headings, the select-all box
 * and the pager stay mounted while a new page loads, so the control just pressed keeps the focus.
 */
export function DataTable<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { caption, columns, rows, loading, error, rowKey, rowName, sort, onSort, selection, empty, paging } = props;
  const sortedBy = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div className="data-table" aria-busy={loading || undefined}>
      {error ? (
        <div className="load-error" role="alert">
          <p>{error.message}</p>
          <button type="button" className="button" onClick={error.retry}>
            Retry<span className="visually-hidden"> the {paging.noun[1]}</span>
          </button>
        </div>
      ) : null}
      <div className="data-table__wrap">
        <table className="data-table__table">
          <caption className="visually-hidden">
            {caption}
            {sortedBy && sort ? `, sorted by ${sortedBy.heading.toLowerCase()}, ${SORT_WORDS[sort.dir]}` : ''}
          </caption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className="data-table__check">
                  <SelectAll rows={rows ?? []} rowKey={rowKey} selection={selection} noun={paging.noun[0]} />
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? SORT_WORDS[sort.dir] : undefined}>
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      onClick={() =>
                        onSort({ key: column.key, dir: sort?.key === column.key ? (sort.dir === 'asc' ? 'desc' : 'asc') : (column.sortable ?? 'asc') })
                      }
                    >
                      {column.heading}
                      <span aria-hidden="true" className="data-table__arrow">
                        {sort?.key === column.key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span className={column.quietHeading ? 'visually-hidden' : undefined}>{column.heading}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows === undefined ? (
              <tr>
                <td colSpan={span} className="data-table__note">
                  {error ? '' : `Loading ${paging.noun[1]}…`}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="data-table__note">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const checked = selection?.selected.has(key) ?? false;
                return (
                  <tr key={key} className={checked ? 'data-table__row--selected' : undefined}>
                    {selection ? (
                      <td className="data-table__check">
                        <input
                          type="checkbox"
                          checked={checked}
                          aria-label={`Select ${rowName(row)}`}
                          onChange={() => selection.onChange(toggled(selection.selected, key))}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key}>{column.cell(row)}</td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <p className="visually-hidden" role="status">
        {loading && rows !== undefined ? `Loading ${paging.noun[1]}…` : ''}
      </p>
      {rows !== undefined ? (
        <Pager
          total={paging.total}
          more={paging.total === undefined && rows.length >= paging.size}
          shown={rows.length}
          page={paging.page}
          size={paging.size}
          noun={paging.noun}
          onPage={paging.onPage}
          labels={['Previous page', 'Next page']}
        />
      ) : null}
    </div>
  );
}

function toggled<K>(selected: ReadonlySet<K>, key: K): Set<K> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The heading's checkbox: every row of this page, or none; mixed while some are chosen. */
function SelectAll<T, K extends string | number>({
  rows,
  rowKey,
  selection,
  noun,
}: {
  rows: readonly T[];
  rowKey: (row: T) => K;
  selection: TableSelection<K>;
  noun: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={all}
      aria-label={`Select every ${noun} on this page`}
      onChange={() => selection.onChange(all ? new Set() : new Set(keys))}
    />
  );
}
