import type { ReactNode } from 'react';
import { MODAL_DIALOG_CSS, ModalDialog } from '../../src/ui/modal-dialog';

interface FilterDrawerProps {
  /** How many bags the filters give, once known. */
  total: number | null;
  /** Present when something is chosen. */
  onClearAll?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog's look, then the side sheet's; adopted by the collection when this module first loads. */
export const DRAWER_CSS =
  MODAL_DIALOG_CSS +
  `
/* The Filters drawer (a modal side sheet on phones). */
.modal.modal--sheet {
  width: min(420px, 100vw); max-width: 100vw; height: 100vh; height: 100dvh; max-height: none;
  margin: 0 0 0 auto; padding: 20px 20px 0; border: 0; border-radius: 0; overflow: hidden;
}
.modal.modal--sheet[open] { display: flex; flex-direction: column; }
.modal--sheet .modal__text { margin: 4px 0 8px; }
.modal--sheet .modal__body { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.drawer-actions .button { white-space: nowrap; }
.drawer-body { flex: 1; min-height: 0; overflow: auto; margin: 0 -20px; padding: 0 20px; }
.drawer-actions {
  display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 12px;
  margin: 0 -20px; padding: 16px 20px 20px; border-top: 1px solid var(--tote-line); background: var(--tote-paper);
}
`;

/**
 * The filters on a phone: a modal side sheet (native dialog: the page behind is
 * inert, focus stays inside, Escape closes, focus goes back to the Filters button).
 * Filters apply as they are chosen; 'Show N bags' closes the sheet on the result.
 */
export function FilterDrawer({ total, onClearAll, onClose, children }: FilterDrawerProps) {
  const show = total === null ? 'Show the bags' : total === 1 ? 'Show 1 bag' : `Show ${total} bags`;
  return (
    <ModalDialog title="Filters" description="Choose what to see; the bags change as you choose." width="sheet" onClose={onClose}>
      <div className="drawer-body">{children}</div>
      <div className="drawer-actions">
        <button type="button" className="button button-quiet" onClick={onClearAll} disabled={!onClearAll}>
          Clear all
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          {show}
        </button>
      </div>
    </ModalDialog>
  );
}
