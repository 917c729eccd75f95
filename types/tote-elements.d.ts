// Types for pages that embed Tote's widgets (the README's embedding guide). Shipped as
// dist/widgets/tote-elements.d.ts: copy it into your project, or reference it
// with /// <reference path="./tote-elements.d.ts" />. React hosts get typed JSX
// for the <tote-*> elements; every host gets window.Tote and the tote:* events.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type ToteUserStatus = 'DRAFT' | 'ACTIVE' | 'ONHOLD' | 'PENDING' | 'APPROVED' | 'DEACTIVE' | 'EXPIRE';

/** Attributes every Tote widget element reads. */
export interface ToteWidgetAttributes {
  /** Origin (and path prefix, if any) of the Tote API, e.g. "https://tote.example". Default: the page's own origin. */
  'api-base'?: string;
  /** Address of the Tote site, where members are sent after login, e.g. "https://tote.example/". */
  'site-url'?: string;
  /**
   * Partner mode: session kept in memory only and carried to the site by a handoff code.
   * On by itself when the page's origin differs from api-base's; "false" turns it off, "" or "true" on.
   */
  partner?: '' | 'true' | 'false' | boolean;
  /** Your page's id (1 to 64 letters, digits, . _ -), recorded with each sign-up made here and sent in tote:login; any widget on the page may carry it. */
  'partner-id'?: string;
}

export interface ToteAuthAttributes extends ToteWidgetAttributes {
  /** Which buttons a visitor sees: "apply login" (default), "apply", "login", or "none" when your page opens the dialogs with Tote.open. */
  buttons?: string;
}

export interface ToteBookingAttributes extends ToteWidgetAttributes {
  /** The bag to show, by its URL name (as in #/book-bag/{title}). */
  'product-url'?: string;
  /** The bag to show, by its numeric id. */
  'product-id'?: string | number;
}

export interface ToteMembershipAttributes extends ToteWidgetAttributes {
  /** "packages" (default) or "application". */
  view?: 'packages' | 'application';
}

/**
 * Events a host page can listen to, on the element, on document or on window (they
 * bubble and are composed). The widgets' source emits these very types.
 */
export interface ToteEventDetailMap {
  /** A widget element has rendered. */
  'tote:ready': { widget: string; loggedIn: boolean; status: ToteUserStatus | null };
  /** A member has logged in (or signed up) in a widget; `partnerId` is the page's `partner-id`, if any. */
  'tote:login': { status: ToteUserStatus; partnerId: string | null };
  /** The session ended: the member logged out, or the server ended it (401). */
  'tote:logout': { reason: 'logout' | 'expired' };
  /** Login state or status changed; `status` is null for a visitor. */
  'tote:status': { loggedIn: boolean; status: ToteUserStatus | null };
  /** Something failed that the member was shown (or should know about). */
  'tote:error': { widget: string | null; message: string; kind: string; httpStatus: number | null };
}

export type ToteEventName = keyof ToteEventDetailMap;
export type ToteShortEventName = ToteEventName extends `tote:${infer S}` ? S : never;
/** 'login' and 'tote:login' name the same event. */
export type ToteFullEventName<E extends ToteEventName | ToteShortEventName> = E extends ToteShortEventName ? `tote:${E}` : E;
export type ToteHandler<E extends ToteEventName | ToteShortEventName> = (
  detail: ToteEventDetailMap[ToteFullEventName<E>],
  event: CustomEvent<ToteEventDetailMap[ToteFullEventName<E>]>,
) => void;

export interface ToteStatus {
  loggedIn: boolean;
  status: ToteUserStatus | null;
}

export interface ToteApi {
  (command: 'open', dialog: 'login' | 'signup'): void;
  (command: 'login' | 'signup' | 'logout'): void;
  (command: 'status', callback?: (status: ToteStatus) => void): ToteStatus | void;
  <E extends ToteEventName | ToteShortEventName>(command: 'on' | 'off', event: E, handler: ToteHandler<E>): void;
  open(dialog: 'login' | 'signup'): void;
  logout(): void;
  status(): ToteStatus;
  on<E extends ToteEventName | ToteShortEventName>(event: E, handler: ToteHandler<E>): void;
  off<E extends ToteEventName | ToteShortEventName>(event: E, handler: ToteHandler<E>): void;
  /** true once the real API is in place (false/undefined while only the queue snippet ran). */
  readonly loaded?: true;
  readonly version?: 1;
  /** The queue the snippet fills before the script loads. */
  q?: IArguments[];
}

type ToteJsx<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

export interface ToteIntrinsicElements {
  'tote-header': ToteJsx<ToteWidgetAttributes>;
  'tote-auth': ToteJsx<ToteAuthAttributes>;
  'tote-collection': ToteJsx<ToteWidgetAttributes>;
  'tote-booking': ToteJsx<ToteBookingAttributes>;
  'tote-bagdrop': ToteJsx<ToteWidgetAttributes>;
  'tote-notifications': ToteJsx<ToteWidgetAttributes>;
  'tote-membership': ToteJsx<ToteMembershipAttributes>;
  'tote-account': ToteJsx<ToteWidgetAttributes>;
}

type ToteEventMap = { [N in ToteEventName]: CustomEvent<ToteEventDetailMap[N]> };

declare global {
  interface Window {
    Tote: ToteApi;
  }
  interface HTMLElementTagNameMap {
    'tote-header': HTMLElement;
    'tote-auth': HTMLElement;
    'tote-collection': HTMLElement;
    'tote-booking': HTMLElement;
    'tote-bagdrop': HTMLElement;
    'tote-notifications': HTMLElement;
    'tote-membership': HTMLElement;
    'tote-account': HTMLElement;
  }
  // addEventListener('tote:login', (e) => e.detail.status) is typed on elements, document and window.
  interface HTMLElementEventMap extends ToteEventMap {}
  interface DocumentEventMap extends ToteEventMap {}
  interface WindowEventMap extends ToteEventMap {}
  namespace JSX {
    interface IntrinsicElements extends ToteIntrinsicElements {}
  }
}

// React 19 reads JSX types from the 'react' module.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ToteIntrinsicElements {}
  }
}
