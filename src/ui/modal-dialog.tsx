import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** Spec point 9's widths for the auth dialogs; 'sheet' is a full-height side panel (the collection's filters on a phone); 'full' the whole screen (a zoomed picture). */
export type DialogWidth = '36vw' | '60vw' | 'sheet' | 'full';

export interface ModalDialogProps {
  title: string;
  description: string;
  /** Spec point 9: 36vw (login, OTP) or 60vw (sign-up) on desktop. */
  width: DialogWidth;
  /** The user asked to close: close button or Escape. The owner decides what closing means. */
  onClose: () => void;
  /** Changes when the dialog shows other content (login → sign-up), to move focus into it again. */
  contentKey?: string;
  children: ReactNode;
}

const WIDTH_CLASS: Record<DialogWidth, string> = { '36vw': 'modal--narrow', '60vw': 'modal--wide', sheet: 'modal--sheet', full: 'modal--full' };

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The element that really has focus, looking through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function initialFocusTarget(dialog: HTMLDialogElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
    dialog.querySelector('.modal__body')?.querySelector<HTMLElement>(FOCUSABLE) ??
    dialog.querySelector<HTMLElement>(FOCUSABLE)
  );
}

// The page's own overflow value, kept while any dialog is open.
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): void {
  const root = document.documentElement;
  if (scrollLocks === 0) savedOverflow = root.style.overflow;
  scrollLocks += 1;
  // A CSSOM property write, not a style attribute in markup: allowed under a strict CSP.
  root.style.overflow = 'hidden';
}

function unlockScroll(): void {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.documentElement.style.overflow = savedOverflow;
}

/**
 * An accessible modal on the native <dialog> element: open while mounted. It is
 * labelled by its title, described by its text, keeps focus inside, closes on
 * Escape through `onClose`, hides page scrolling, and gives focus back to
 * whatever had it before.
 */
export function ModalDialog({ title, description, width, onClose, contentKey, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = deepActiveElement();
    let closingOurselves = false;

    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        // Not connected yet or already open elsewhere: show it non-modally rather than not at all.
        dialog.setAttribute('open', '');
      }
    }
    lockScroll();

    // Escape: the browser fires `cancel`; the owner decides (the OTP dialog reloads the page).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Browsers may close a modal without `cancel` (repeated Escape without user activation).
    const onNativeClose = () => {
      if (!closingOurselves) onCloseRef.current();
    };
    // The native modal makes the page inert; this also brings focus back if script moves it out.
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.open) return;
      const path = typeof event.composedPath === 'function' ? event.composedPath() : [event.target];
      if (!path.includes(dialog)) initialFocusTarget(dialog)?.focus();
    };
    // Tab wraps around inside the dialog instead of leaving for the browser's own controls.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) return;
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (event.shiftKey && event.target === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && event.target === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      document.removeEventListener('focusin', onFocusIn);
      closingOurselves = true;
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog) initialFocusTarget(dialog)?.focus();
  }, [contentKey]);

  return (
    <dialog ref={ref} className={`modal ${WIDTH_CLASS[width]}`} aria-labelledby={titleId} aria-describedby={textId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={textId} className="modal__text">
        {description}
      </p>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

// Mobile first: on a phone the dialog takes the screen width less a margin; the
// spec's widths apply from 960px, where 36vw still fits six OTP boxes.
export const MODAL_DIALOG_CSS = `
.modal {
  width: min(560px, calc(100vw - 32px));
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  overflow: auto;
  margin: auto;
  padding: 28px 28px 32px;
  border: 1px solid var(--tote-line);
  border-radius: 4px;
  background: var(--tote-paper);
  color: var(--tote-ink);
  box-shadow: 0 24px 64px rgba(28, 26, 23, 0.22);
}
.modal.modal--wide { width: min(760px, calc(100vw - 32px)); }
@media (max-width: 480px) {
  .modal { padding: 20px 16px 24px; }
}
@media (min-width: 960px) {
  .modal.modal--narrow { width: 36vw; }
  .modal.modal--wide { width: 60vw; }
}
.modal.modal--full {
  display: flex;
  flex-direction: column;
  width: 100vw;
  max-width: 100vw;
  height: 100vh;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 12px 16px 16px;
  border: 0;
  border-radius: 0;
}
.modal--full .modal__title { font-size: 1.3rem; }
.modal--full .modal__text { margin: 2px 0 10px; }
.modal--full .modal__body { display: flex; flex: 1; min-height: 0; }
.modal::backdrop { background: rgba(28, 26, 23, 0.55); }
.modal__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; }
.modal__title {
  margin: 0;
  font-family: Georgia, "Times New Roman", serif;
  font-size: 1.75rem;
  font-weight: 400;
  letter-spacing: 0.01em;
  line-height: 1.2;
}
.modal__close {
  flex: none;
  width: 44px;
  height: 44px;
  margin: -10px -12px 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
}
.modal__close:hover { background: var(--tote-line); }
.modal__text { margin: 6px 0 24px; color: var(--tote-muted); }
`;
