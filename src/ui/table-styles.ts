// The kit's table (data-table.tsx): compact rows for a day of work, headings that sort, a selected row
// marked by more than its colour (its checkbox), and room to scroll sideways on a phone.
export const TABLE_CSS = `
.data-table { display: grid; gap: 8px; }
.data-table__wrap { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
.data-table__table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
.data-table__table th, .data-table__table td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
.data-table__table th { background: #f7f2eb; font-weight: 600; white-space: nowrap; }
.data-table__table tbody tr:last-child td { border-bottom: 0; }
.data-table__row--selected td { background: #fbf6ef; }
.data-table__check { width: 44px; }
.data-table__check input { width: 20px; height: 20px; margin: 0; accent-color: var(--accent); }
.data-table__sort { display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 0; border: 0; background: none; font: inherit; font-weight: 600; color: var(--ink); cursor: pointer; }
.data-table__sort:hover { text-decoration: underline; }
.data-table__arrow { font-size: 0.75em; color: var(--muted); }
.data-table__thumb img { display: block; width: 56px; height: 56px; object-fit: cover; border-radius: 6px; border: 1px solid var(--line); }
.data-table__note { padding: 16px 10px; color: var(--muted); }
.data-table[aria-busy="true"] tbody { opacity: 0.6; }
.table-tools { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: end; }
.table-tools .field { min-width: 160px; }
.table-bulk { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 12px; border-radius: 8px; background: #f7f2eb; }
`;
