import { useCallback, useState, type ReactNode } from 'react';
import type { MemberMessage } from '../../src/api/shapes/operator-change-messages';
import { MODAL_DIALOG_CSS, ModalDialog } from '../../src/ui/modal-dialog';
import { useDocumentStyles } from './use-document-styles';

/** What an operator is asked before an action a member will notice or that cannot simply be taken back. */
export interface Confirmation {
  /** A question naming the action and its subject: "Cancel the booking of Kelly bag for Neha Sharma?" */
  title: string;
  /** What happens, in a sentence. */
  what: string;
  /** What the member will see: the notification they get (quoted), or a sentence; null when they are not told. */
  memberSees: MemberMessage | string | null;
  /** The confirming button's words ("Cancel booking"); the other is always "Go back". */
  confirmLabel: string;
  /** A destructive action: the button looks like it, and "Go back" has the focus first. */
  danger?: boolean;
  run: () => void;
}

const CSS = `${MODAL_DIALOG_CSS}
.ops-confirm__member { margin: 0 0 20px; padding: 12px 16px; border-left: 3px solid var(--tote-line); background: var(--tote-paper); }
.ops-confirm__member p { margin: 0 0 4px; }
.ops-confirm__actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: flex-end; margin: 0; }
`;

/**
 * Asks before an action, in the kit's modal dialog: what will happen and what the member will see, then
 * "Go back" or the action. `ask` opens it; render `dialog` once where the page is. Focus goes into the
 * dialog (to "Go back" for a destructive action) and back to the button that opened it when it closes,
 * before the action runs, so the action's outcome can take the focus from there.
 */
export function useConfirm(): { ask: (confirmation: Confirmation) => void; dialog: ReactNode } {
  const [open, setOpen] = useState<Confirmation | null>(null);
  const ask = useCallback((confirmation: Confirmation) => setOpen(confirmation), []);
  const dialog = open ? (
    <ConfirmDialog
      confirmation={open}
      onClose={() => setOpen(null)}
      onConfirm={() => {
        setOpen(null);
        open.run();
      }}
    />
  ) : null;
  return { ask, dialog };
}

function ConfirmDialog({ confirmation, onClose, onConfirm }: { confirmation: Confirmation; onClose: () => void; onConfirm: () => void }) {
  useDocumentStyles(CSS);
  const { memberSees } = confirmation;
  return (
    <ModalDialog title={confirmation.title} description={confirmation.what} width="36vw" onClose={onClose}>
      <div className="ops-confirm__member">
        <p className="ops-kicker">What the member will see</p>
        {memberSees === null ? (
          <p>Nothing: the member is not told.</p>
        ) : typeof memberSees === 'string' ? (
          <p>{memberSees}</p>
        ) : (
          <>
            <p>
              A notification: <strong>{memberSees.title}</strong>
            </p>
            <p>{memberSees.body}</p>
          </>
        )}
      </div>
      <p className="ops-confirm__actions">
        <button type="button" className="button button-quiet" data-autofocus={confirmation.danger ? '' : undefined} onClick={onClose}>
          Go back
        </button>
        <button
          type="button"
          className={`button ${confirmation.danger ? 'button-danger' : 'button-primary'}`}
          data-autofocus={confirmation.danger ? undefined : ''}
          onClick={onConfirm}
        >
          {confirmation.confirmLabel}
        </button>
      </p>
    </ModalDialog>
  );
}
