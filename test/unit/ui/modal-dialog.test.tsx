import { act, cleanup, fireEvent, render, screen } from '../support/testing-library';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog, deepActiveElement } from '../../../src/ui/modal-dialog';

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

/** What a browser does on Escape in a modal <dialog>: a cancelable `cancel` event (happy-dom does not). */
function pressEscape(dialog: HTMLElement): Event {
  const event = new Event('cancel', { cancelable: true });
  act(() => {
    dialog.dispatchEvent(event);
  });
  return event;
}

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog
          title="Login"
          description="Enter your mobile number to login"
          width="36vw"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Mobile number" data-autofocus="" />
          <button type="button">Send OTP</button>
        </ModalDialog>
      ) : null}
    </div>
  );
}

function openHarness(onClose?: () => void) {
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('ModalDialog', () => {
  it('opens as a native modal <dialog> labelled by its title and described by its text', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = openHarness();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBe(dialog);
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your mobile number to login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    showModal.mockRestore();
  });

  it('moves focus inside on open, to the field marked for it', () => {
    openHarness();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
  });

  it('keeps focus inside: focus that lands outside is brought back', () => {
    const { opener } = openHarness();
    opener.focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('wraps Tab and Shift+Tab around inside the dialog', () => {
    openHarness();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Send OTP' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('has a visible close button labelled Close that asks the owner to close', () => {
    const onClose = vi.fn();
    openHarness(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('routes Escape (the cancel event) through onClose instead of closing on its own', () => {
    const onClose = vi.fn();
    const { dialog } = openHarness(onClose);
    const event = pressEscape(dialog);
    expect(event.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the element that had it before opening', () => {
    const { opener, dialog } = openHarness();
    expect(document.activeElement).not.toBe(opener);
    pressEscape(dialog);
    expect(document.activeElement).toBe(opener);
  });

  it('hides page scrolling while open and restores the page value after', () => {
    document.documentElement.style.overflow = 'scroll';
    const { dialog } = openHarness();
    expect(document.documentElement.style.overflow).toBe('hidden');
    pressEscape(dialog);
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('uses classes, not style attributes, for its width', () => {
    const { dialog } = openHarness();
    expect(dialog.getAttribute('style')).toBeNull();
    expect(dialog.className).toContain('modal--narrow');
  });
});

describe('deepActiveElement', () => {
  it('looks through open shadow roots to the element that really has focus', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    shadow.append(button);
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(deepActiveElement()).toBe(button);
    host.remove();
  });
});
