import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import { reportError } from '../../src/embed/host-events';
import { atom } from 'nanostores';
import { $dialog, openDialog } from '../../src/stores/dialog';
import { $user } from '../../src/stores/session';
import { shared } from '../../src/stores/shared-registry';
import { addStyles } from '../../src/ui/define-widget';
import { BUTTON_CSS } from '../../src/ui/kit-styles';
import { whenIntent } from '../../src/ui/when-intent';

export type AuthButton = 'apply' | 'login';

/** The `buttons` attribute: "apply", "login", both (the default, also "apply login"), or "none". */
export function parseButtons(value: string | null): AuthButton[] {
  if (value === null) return ['apply', 'login'];
  const words = value.toLowerCase().split(/[\s,]+/);
  return (['apply', 'login'] as const).filter((button) => words.includes(button));
}

type DialogsModule = typeof import('./auth-dialogs');
let dialogsModule: Promise<DialogsModule> | null = null;

/** The dialogs' code (forms, validation, the OTP flow), fetched once per page. */
export function loadAuthDialogs(): Promise<DialogsModule> {
  dialogsModule ??= import('./auth-dialogs');
  dialogsModule.catch(() => {
    dialogsModule = null;
  });
  return dialogsModule;
}

/** The one <tote-auth> on the page that shows the dialogs (a page may have several, e.g. buttons at the top and the bottom). */
const $dialogHost = shared('authDialogHost', () => atom<HTMLElement | null>(null));

function useDialogHost(host: HTMLElement): boolean {
  const current = useStore($dialogHost);
  useEffect(() => {
    if (!$dialogHost.get()?.isConnected) $dialogHost.set(host);
    return () => {
      if ($dialogHost.get() !== host) return;
      const next = [...document.querySelectorAll('tote-auth')].find((el) => el !== host && el.isConnected);
      $dialogHost.set(next instanceof HTMLElement ? next : null);
    };
  }, [host]);
  return current === host;
}

// The kit's buttons: the visitor's 'Apply' and "Member's Login" here, and the dialogs' buttons once their code loads.
export const AUTH_WIDGET_CSS = `${BUTTON_CSS}
.auth-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/**
 * <tote-auth>: 'Apply' and "Member's Login" for a visitor (as the `buttons`
 * attribute says), and the login, sign-up and OTP dialogs, whose code loads when
 * the visitor first moves toward a widget's button or link (pointer, focus, touch)
 * or a dialog is opened (by these buttons, the header or Tote.open), whichever comes
 * first: a visitor who only reads the page downloads the two buttons and no more.
 */
export function AuthWidget({ host, buttons }: { host: HTMLElement; buttons: AuthButton[] }) {
  const dialog = useStore($dialog);
  const user = useStore($user);
  const [Dialogs, setDialogs] = useState<ComponentType | null>(null);
  const showsDialogs = useDialogHost(host);
  const wanted = dialog !== null && showsDialogs;

  useEffect(() => {
    if (Dialogs || !showsDialogs) return undefined;
    let live = true;
    const load = () => {
      loadAuthDialogs().then(
        (module) => {
          if (!live) return;
          addStyles(host, module.AUTH_CSS);
          setDialogs(() => module.AuthDialogs);
        },
        (err: unknown) => {
          if (live && wanted) reportError('tote-auth', 'The login could not be loaded. Please check your connection and try again.', err);
        },
      );
    };
    const cancel = wanted ? () => {} : whenIntent(load);
    if (wanted) load();
    return () => {
      live = false;
      cancel();
    };
  }, [wanted, Dialogs, host, showsDialogs]);

  return (
    <>
      {!user && buttons.length > 0 && (
        <div className="auth-actions">
          {buttons.includes('apply') && (
            <button type="button" className="button button-primary" onClick={() => openDialog('signup')}>
              Apply
            </button>
          )}
          {buttons.includes('login') && (
            <button type="button" className="button" onClick={() => openDialog('login')}>
              Member's Login
            </button>
          )}
        </div>
      )}
      {Dialogs && showsDialogs && <Dialogs />}
    </>
  );
}
