import { FIELD_CSS } from '../../src/ui/field-styles';
import { LIST_CSS } from '../../src/ui/list-styles';
import { TABLE_CSS } from '../../src/ui/table-styles';

// The back office's own rules, on top of site.css (same colours, type and
// buttons) and the kit's fields, badges and pager. Adopted into the document by
// the lazily loaded area only, so members never download them; a constructable
// stylesheet passes the site's strict CSP (style-src 'self') as the widgets' do.
export const OPERATOR_CSS = `${FIELD_CSS}${LIST_CSS}${TABLE_CSS}
.ops { display: grid; gap: 24px; }
.ops h1 { font-size: clamp(1.8rem, 4vw, 2.4rem); margin: 0; }
.ops h2 { font-size: 1.35rem; margin: 0 0 12px; }
main.back-office { max-width: none; min-height: 100vh; padding: 0; }
.ops-shell { gap: 0; min-height: 100vh; font-size: 0.9375rem; line-height: 1.45; }
@media (min-width: 900px) { .ops-shell { grid-template-columns: 224px minmax(0, 1fr); align-items: start; } }
.ops-shell > .ops { gap: 16px; padding: 20px 16px 48px; }
@media (min-width: 900px) { .ops-shell > .ops { padding: 24px 32px 48px; } }
.ops-shell h1 { font-size: 1.6rem; }
.ops-shell h2 { font-size: 1.15rem; margin-bottom: 8px; }
.ops-shell .ops-card { padding: 16px; }
.ops-shell .ops-row { padding: 12px 14px; }
.ops-side { display: grid; gap: 8px; align-content: start; padding: 8px 16px; background: #f7f2eb; border-bottom: 1px solid var(--line); }
.ops-side__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 12px; }
.ops-side__brand { margin: 0; font-family: Georgia, "Times New Roman", serif; font-size: 1.1rem; }
.ops-side__brand a { display: inline-flex; align-items: center; min-height: 44px; color: var(--ink); text-decoration: none; }
.ops-side__who { display: grid; margin: 0; font-size: 0.875rem; }
.ops-side__role { color: var(--muted); }
@media (max-width: 899px) { .ops-side:not(.ops-side--open) .ops-nav { display: none; } .ops-side__who { order: 3; width: 100%; padding-bottom: 4px; } }
@media (min-width: 900px) {
  .ops-side { position: sticky; top: 0; min-height: 100vh; max-height: 100vh; overflow-y: auto; padding: 16px 12px; border-bottom: 0; border-right: 1px solid var(--line); }
  .ops-side__head { display: grid; gap: 4px; padding: 0 8px 8px; }
  .ops-side__toggle { display: none; }
}
.ops-nav ul { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
.ops-nav .ops-side__out { margin-top: 12px; padding-top: 12px; border-top: 1px solid var(--line); }
.ops-nav a { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 40px; padding: 0 12px; border-radius: 6px; color: var(--ink); text-decoration: none; }
.ops-nav a:hover { background: #efe6da; }
.ops-nav a[aria-current="page"] { background: var(--ink); color: var(--paper); }
.ops-count { min-width: 24px; padding: 0 8px; border-radius: 12px; background: var(--ink); color: var(--paper); font-size: 0.8rem; font-weight: 600; line-height: 1.6; text-align: center; }
.ops-nav a[aria-current="page"] .ops-count { background: var(--paper); color: var(--ink); }
.ops-tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
.ops-tile { display: grid; gap: 4px; min-height: 88px; padding: 14px 16px; border: 1px solid var(--line); border-radius: 10px; background: #fff; color: var(--ink); text-decoration: none; }
.ops-tile:hover { border-color: var(--ink); }
.ops-tile__count { font-size: 1.8rem; font-weight: 600; line-height: 1.1; }
.ops-table-wrap { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
.ops-table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
.ops-table th, .ops-table td { padding: 8px 12px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
.ops-table th { background: #f7f2eb; font-weight: 600; white-space: nowrap; }
.ops-table tbody tr:last-child td { border-bottom: 0; }
.ops-tile--urgent { border-color: #b3261e; background: #fbeceb; color: #8c1d18; }
.ops-kicker { margin: 0; color: var(--muted); text-transform: uppercase; letter-spacing: 0.12em; font-size: 0.8rem; }
.ops-lead { margin: 4px 0 0; color: var(--muted); max-width: 70ch; }
.ops-muted { color: var(--muted); }
.ops-card { padding: 20px; border: 1px solid var(--line); border-radius: 12px; background: #fff; }
.ops-card > :last-child { margin-bottom: 0; }
.ops-list { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
.ops-row { display: grid; gap: 8px 16px; align-items: center; padding: 16px; border: 1px solid var(--line); border-radius: 10px; background: #fff; }
@media (min-width: 760px) { .ops-row { grid-template-columns: 72px 1fr auto; } }
.ops-row--plain { grid-template-columns: 1fr auto; }
.ops-row h3 { font-size: 1.1rem; margin: 0; }
.ops-row p { margin: 0; }
.ops-thumb { width: 72px; height: 72px; object-fit: cover; border-radius: 8px; background: #f4efe7; border: 1px solid var(--line); }
.ops-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
.ops-facts dt { color: var(--muted); }
.ops-facts dd { margin: 0; overflow-wrap: anywhere; }
.ops-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
.ops-form { display: grid; gap: 16px; }
.ops-form-grid { display: grid; gap: 16px; }
@media (min-width: 720px) { .ops-form-grid { grid-template-columns: 1fr 1fr; } .ops-wide, .field--wide { grid-column: 1 / -1; } }
.ops-inline { display: grid; gap: 8px; align-items: end; }
@media (min-width: 560px) { .ops-inline { grid-template-columns: minmax(0, 1fr) auto; } .ops-inline .field__error { grid-column: 1 / -1; } }
/* In a table cell a row's forms (ship, check in) stack their fields, each wide enough to type in, rather than squeeze them side by side. */
.data-table .ops-inline { grid-template-columns: minmax(14rem, 1fr); }
.data-table .ops-form { min-width: 18rem; }
.ops-legend { font-weight: 600; font-size: 0.9rem; }
select.field__input { padding-right: 8px; }
.ops-error { margin: 0; padding: 12px 16px; border-radius: 6px; background: #fbeceb; color: #b3261e; font-size: 1rem; }
.ops-done { margin: 0; padding: 12px 16px; border-radius: 6px; background: #e5f3ea; color: #1e5c35; }
.ops-choices { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 0; border: 0; }
.ops-choices legend { margin-bottom: 8px; padding: 0; }
.ops-choice { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }
.ops-choice input { width: 20px; height: 20px; margin: 0; accent-color: var(--accent); }
.ops-documents { display: grid; gap: 16px; }
@media (min-width: 900px) { .ops-documents { grid-template-columns: repeat(3, 1fr); } }
.ops-document { display: grid; gap: 8px; align-content: start; margin: 0; }
.ops-document img { width: 100%; height: auto; max-height: 420px; object-fit: contain; border: 1px solid var(--line); border-radius: 8px; background: #f4efe7; }
.ops-document iframe { width: 100%; height: 420px; border: 1px solid var(--line); border-radius: 8px; background: #f4efe7; }
.ops-document figcaption { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; }
.ops-photos { display: flex; flex-wrap: wrap; gap: 12px; margin: 0; padding: 0; list-style: none; }
.ops-photos li { display: grid; gap: 4px; justify-items: start; }
.ops-photos img { width: 120px; height: 120px; object-fit: cover; border-radius: 8px; border: 1px solid var(--line); background: #f4efe7; }
.ops-section { display: grid; gap: 12px; }
.ops-section > h2 { margin: 0; }
.ops-split { display: grid; gap: 24px; }
@media (min-width: 1000px) { .ops-split { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; } }
.ops-preview { max-height: 480px; overflow: auto; }
.ops-search { display: grid; gap: 12px; align-items: end; }
@media (min-width: 720px) { .ops-search { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto; } }
.ops-audit li { padding: 12px 0; border-bottom: 1px solid var(--line); }
.ops-audit p { margin: 0; }
.ops-audit details summary { cursor: pointer; min-height: 44px; display: inline-flex; align-items: center; color: var(--accent); }
.ops-audit pre { margin: 0; padding: 12px; background: #f7f2eb; border-radius: 6px; overflow: auto; font-size: 0.85rem; }
.ops-counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.ops-counts a { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 14px; border: 1px solid var(--line); border-radius: 22px; background: #fff; color: var(--ink); text-decoration: none; }
.ops-gate { max-width: 560px; }
.button-danger { background: #fff; color: #8c1d18; border-color: #b3261e; }
.button-danger:hover { background: #fbeceb; }
.button-small { min-height: 44px; padding: 0 16px; font-size: 0.95rem; }
`;
