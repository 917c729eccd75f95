import type { ToteEventDetailMap } from '../../types/tote-elements';
import { $config } from '../config/widget-config';
import { takeLogoutReason } from '../stores/logout-reason';
import { $status, $user } from '../stores/session';
import { shared } from '../stores/shared-registry';

// The events' names and details are the partners' contract, written once in
// types/tote-elements.d.ts (shipped beside the widgets); the widgets emit exactly those.
// Each one fires once per page, whichever bundle and however many widgets are on
// it; tote:ready fires once per element.
export type ToteEventDetails = ToteEventDetailMap;
export type ToteEventName = keyof ToteEventDetails;

export const TOTE_EVENTS: readonly ToteEventName[] = ['tote:ready', 'tote:login', 'tote:logout', 'tote:status', 'tote:error'];

interface HostState {
  /** Our widget elements on the page, in connection order. */
  elements: Set<HTMLElement>;
  installed: boolean;
}

const state = shared<HostState>('hostEvents', () => ({ elements: new Set(), installed: false }));

export function registerElement(element: HTMLElement): void {
  state.elements.add(element);
}

export function unregisterElement(element: HTMLElement): void {
  state.elements.delete(element);
}

/** The element an event goes out on: the first connected one of `preferTag`, else any connected one, else document. */
function targetFor(preferTag?: string): EventTarget {
  const connected = [...state.elements].filter((el) => el.isConnected);
  const preferred = preferTag ? connected.find((el) => el.localName === preferTag) : undefined;
  return preferred ?? connected[0] ?? document;
}

export function emitToHost<N extends ToteEventName>(name: N, detail: ToteEventDetails[N], on?: EventTarget | string): void {
  const target = typeof on === 'string' || on === undefined ? targetFor(on) : on;
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

export function emitReady(element: HTMLElement): void {
  emitToHost('tote:ready', { widget: element.localName, loggedIn: $user.get() !== null, status: $status.get() }, element);
}

/** tote:error for a failure the member saw; `widget` is the tag of the widget it happened in. */
export function reportError(widget: string | null, message: string, err?: unknown): void {
  const e = (err ?? {}) as { kind?: unknown; status?: unknown };
  emitToHost(
    'tote:error',
    { widget, message, kind: typeof e.kind === 'string' ? e.kind : 'error', httpStatus: typeof e.status === 'number' ? e.status : null },
    widget ?? undefined,
  );
}

/** Watches the shared session once per page (not once per bundle) and turns its changes into host events. */
export function installHostEvents(): void {
  if (state.installed) return;
  state.installed = true;
  let previous = $user.get();
  $user.listen((user) => {
    const before = previous;
    previous = user;
    if (!before && user) emitToHost('tote:login', { status: user.status.code, partnerId: $config.get().partnerId }, 'tote-auth');
    if (before && !user) {
      emitToHost('tote:logout', { reason: takeLogoutReason() });
    }
    if ((before?.status.code ?? null) !== (user?.status.code ?? null)) {
      emitToHost('tote:status', { loggedIn: user !== null, status: user?.status.code ?? null });
    }
  });
}
