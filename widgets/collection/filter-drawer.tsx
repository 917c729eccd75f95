import type { ReactNode } from 'react';
import { ModalDialog } from '../../src/ui/modal-dialog';

interface FilterDrawerProps {
  /** How many bags the filters give, once known. */
  total: number | null;
  /** Present when something is chosen. */
  onClearAll?: () => void;
  onClose: () => void;
  children: ReactNode;
}

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
