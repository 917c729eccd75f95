import { act, waitFor } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteConfig } from '../../../src/api/remote-config';
import { closeDialog, openDialog } from '../../../src/stores/dialog';
import '../../../widgets/auth/auth-element';

vi.mock('../../../src/api/remote-config', () => ({ loadRemoteConfig: vi.fn(async () => {}) }));

afterEach(() => {
  act(() => closeDialog());
  document.body.innerHTML = '';
});

describe('<tote-auth>', () => {
  it('mounts into a shadow root, loads and shows nothing until a dialog is asked for, then shows it there', async () => {
    const element = document.createElement('tote-auth');
    document.body.append(element);
    const shadow = element.shadowRoot;
    expect(shadow).not.toBeNull();
    await waitFor(() => expect(shadow?.querySelector('button')).not.toBeNull());
    // Light until the visitor acts: neither the dialogs' code nor the remote texts it reads are fetched yet.
    expect(loadRemoteConfig).not.toHaveBeenCalled();
    expect(shadow?.querySelector('dialog')).toBeNull();

    act(() => openDialog('login'));
    await waitFor(() => expect(shadow?.querySelector('dialog')).not.toBeNull());
    await waitFor(() => expect(loadRemoteConfig).toHaveBeenCalledTimes(1));
    const dialog = shadow?.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(shadow?.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Login');
    // Focus went inside the widget's shadow root.
    expect(shadow?.activeElement?.getAttribute('autocomplete')).toBe('tel-national');

    act(() => closeDialog());
    await waitFor(() => expect(shadow?.querySelector('dialog')).toBeNull());
  });
});
