import type { UserStatus } from '../api/shapes/user';
import { openDialog } from '../stores/dialog';
import { logout } from '../stores/session-lifecycle';
import { $user } from '../stores/session';
import { TOTE_EVENTS, type ToteEventDetails, type ToteEventName } from './host-events';

type ShortEventName = ToteEventName extends `tote:${infer S}` ? S : never;
type AnyEventName = ToteEventName | ShortEventName;
type Handler = (detail: ToteEventDetails[ToteEventName], event: CustomEvent) => void;

export interface ToteStatus {
  loggedIn: boolean;
  status: UserStatus | null;
}

/**
 * window.Tote: the host page's handle on the widgets. Callable as methods once
 * loaded, or as `Tote('command', …args)`, which also works before the script has
 * loaded with the queue snippet of the README's embedding guide:
 *   window.Tote = window.Tote || function () { (Tote.q = Tote.q || []).push(arguments); };
 */
export interface ToteApi {
  (command: string, ...args: unknown[]): unknown;
  /** Opens the login or the sign-up dialog (a <tote-auth> must be on the page, now or later). */
  open(dialog: 'login' | 'signup'): void;
  /** Ends the session (on the site: back to '/' and a reload; on a partner page: the widgets show a visitor). */
  logout(): void;
  status(): ToteStatus;
  on(event: AnyEventName, handler: Handler): void;
  off(event: AnyEventName, handler: Handler): void;
  readonly loaded: true;
  readonly version: 1;
  /** Calls queued by the snippet before the script loaded; drained once. */
  q?: ArrayLike<unknown>[];
}

function eventName(name: string): ToteEventName {
  const full = (name.startsWith('tote:') ? name : `tote:${name}`) as ToteEventName;
  if (!TOTE_EVENTS.includes(full)) throw new Error(`Tote: unknown event "${name}" (known: ${TOTE_EVENTS.join(', ')})`);
  return full;
}

function currentStatus(): ToteStatus {
  const user = $user.get();
  return { loggedIn: user !== null, status: user?.status.code ?? null };
}

function createApi(): ToteApi {
  const wrappers = new Map<Handler, Map<ToteEventName, EventListener>>();

  const on = (name: AnyEventName, handler: Handler) => {
    const full = eventName(name);
    const byEvent = wrappers.get(handler) ?? new Map<ToteEventName, EventListener>();
    if (byEvent.has(full)) return;
    const listener: EventListener = (event) => handler((event as CustomEvent).detail, event as CustomEvent);
    byEvent.set(full, listener);
    wrappers.set(handler, byEvent);
    document.addEventListener(full, listener);
  };
  const off = (name: AnyEventName, handler: Handler) => {
    const full = eventName(name);
    const listener = wrappers.get(handler)?.get(full);
    if (!listener) return;
    document.removeEventListener(full, listener);
    wrappers.get(handler)?.delete(full);
  };
  const open = (dialog: 'login' | 'signup') => {
    if (dialog !== 'login' && dialog !== 'signup') throw new Error(`Tote: open("login") or open("signup"), not "${String(dialog)}"`);
    openDialog(dialog);
  };

  const api = ((command: string, ...args: unknown[]) => {
    switch (command) {
      case 'open':
        return open(args[0] as 'login' | 'signup');
      case 'login':
      case 'signup':
        return open(command);
      case 'logout':
        return logout();
      case 'status': {
        const status = currentStatus();
        // Queued calls cannot return a value: a callback gets it instead.
        if (typeof args[0] === 'function') (args[0] as (s: ToteStatus) => void)(status);
        return status;
      }
      case 'on':
        return on(args[0] as AnyEventName, args[1] as Handler);
      case 'off':
        return off(args[0] as AnyEventName, args[1] as Handler);
      default:
        throw new Error(`Tote: unknown command "${command}"`);
    }
  }) as ToteApi;
  return Object.assign(api, { open, logout: () => logout(), status: currentStatus, on, off, loaded: true as const, version: 1 as const });
}

/**
 * Puts the real window.Tote in place (once per page: a second bundle finds it
 * there) and runs the calls the snippet queued, in order. One bad queued call
 * is reported on the console and does not stop the others.
 */
export function installHostApi(): ToteApi {
  const host = window as unknown as { Tote?: Partial<ToteApi> & { q?: ArrayLike<unknown>[] } };
  if (host.Tote?.loaded) return host.Tote as ToteApi;
  const queued = Array.from(host.Tote?.q ?? []);
  const api = createApi();
  host.Tote = api;
  for (const args of queued) {
    const [command, ...rest] = Array.from(args);
    try {
      api(String(command), ...rest);
    } catch (err) {
      console.error(err);
    }
  }
  return api;
}
