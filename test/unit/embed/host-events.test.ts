import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitReady, installHostEvents, registerElement, reportError, unregisterElement } from '../../../src/embed/host-events';
import { $user, clearSession, signIn, updateUser } from '../../../src/stores/session';
import { expireSession, logout } from '../../../src/stores/session-lifecycle';
import { sampleUser } from '../../support/api-samples';

const user = sampleUser({ id: 7, username: '9000000001', firstName: 'Dev', lastName: 'Das', status: { code: 'DRAFT' as const } });
const tokens = { accessToken: 'a', refreshToken: 'r' };

function record(target: EventTarget = document) {
  const events: { type: string; detail: unknown; target: EventTarget | null; bubbles: boolean; composed: boolean }[] = [];
  const names = ['tote:ready', 'tote:login', 'tote:logout', 'tote:status', 'tote:error'];
  const listener = (e: Event) => events.push({ type: e.type, detail: (e as CustomEvent).detail, target: e.target, bubbles: e.bubbles, composed: e.composed });
  for (const n of names) target.addEventListener(n, listener);
  return { events, stop: () => names.forEach((n) => target.removeEventListener(n, listener)) };
}

let auth: HTMLElement;
let header: HTMLElement;
beforeAll(() => {
  installHostEvents();
  installHostEvents(); // a second bundle: still one event per change
  header = document.body.appendChild(document.createElement('tote-header'));
  auth = document.body.appendChild(document.createElement('tote-auth'));
  registerElement(header);
  registerElement(auth);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  $user.set(null);
});

describe('host events', () => {
  it('a login fires tote:login on <tote-auth> and tote:status, once each, bubbling and composed', () => {
    const rec = record();
    signIn(tokens, user);
    expect(rec.events.map((e) => e.type)).toEqual(['tote:login', 'tote:status']);
    expect(rec.events[0]).toMatchObject({ detail: { status: 'DRAFT' }, target: auth, bubbles: true, composed: true });
    expect(rec.events[1].detail).toEqual({ loggedIn: true, status: 'DRAFT' });
    rec.stop();
  });

  it('a status change fires tote:status only', () => {
    signIn(tokens, user);
    const rec = record();
    updateUser({ ...user, status: { code: 'PENDING' } });
    expect(rec.events).toMatchObject([{ type: 'tote:status', detail: { loggedIn: true, status: 'PENDING' } }]);
    rec.stop();
  });

  it('logout and an expired session say why', () => {
    vi.stubGlobal('alert', vi.fn());
    vi.spyOn(location, 'reload').mockImplementation(() => {});
    vi.useFakeTimers();
    signIn(tokens, user);
    const rec = record();
    logout();
    signIn(tokens, user);
    expireSession();
    const logouts = rec.events.filter((e) => e.type === 'tote:logout').map((e) => e.detail);
    expect(logouts).toEqual([{ reason: 'logout' }, { reason: 'expired' }]);
    expect(rec.events.filter((e) => e.type === 'tote:status').at(-1)?.detail).toEqual({ loggedIn: false, status: null });
    rec.stop();
  });

  it('tote:ready goes out on the element itself with the session state', () => {
    signIn(tokens, user);
    const rec = record(header);
    emitReady(header);
    expect(rec.events).toMatchObject([{ type: 'tote:ready', target: header, detail: { widget: 'tote-header', loggedIn: true, status: 'DRAFT' } }]);
    rec.stop();
  });

  it('tote:error names the widget, the text shown and the kind of failure', () => {
    const rec = record();
    reportError('tote-auth', 'User not found', { kind: 'http', status: 404 });
    expect(rec.events).toMatchObject([
      { type: 'tote:error', target: auth, detail: { widget: 'tote-auth', message: 'User not found', kind: 'http', httpStatus: 404 } },
    ]);
    rec.stop();
  });

  it('with no widget on the page any more, events still reach the document', () => {
    unregisterElement(auth);
    unregisterElement(header);
    const rec = record();
    signIn(tokens, user);
    clearSession();
    expect(rec.events.map((e) => e.type)).toEqual(['tote:login', 'tote:status', 'tote:logout', 'tote:status']);
    expect(rec.events[0].target).toBe(document);
    registerElement(header);
    registerElement(auth);
    rec.stop();
  });
});
