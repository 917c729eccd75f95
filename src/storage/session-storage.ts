// Browser session storage of spec point 3: the seven sessions plus the two tokens.
// Everything goes through here so logout and the 401 path clear the same keys.
import { shared } from '../stores/shared-registry';

export const SESSION_KEYS = {
  user: 'tote.userSession',
  userId: 'tote.userId',
  attribute: 'tote.attributeSession',
  product: 'tote.productSession',
  application: 'tote.applicationSession',
  aadhaar: 'tote.aadhaarSession',
  newsletter: 'tote.newsletterSession',
} as const;

export type SessionName = keyof typeof SESSION_KEYS;

const ACCESS_TOKEN_KEY = 'tote.accessToken';
const REFRESH_TOKEN_KEY = 'tote.refreshToken';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * On a partner page nothing of ours may land in the partner's own
 * sessionStorage, tokens least of all: the session lives in memory for the
 * life of the page. The switch and the memory sit in the shared registry, so
 * every widget bundle on the page reads and writes the same place.
 */
const mode = shared('storageMode', () => ({ memory: null as Map<string, string> | null }));

function memoryStore(memory: Map<string, string>): KeyValueStore {
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
  };
}

/** From now on this page keeps sessions and tokens in memory only. There is no way back for the page. */
export function keepSessionInMemory(): void {
  mode.memory ??= new Map();
}

export function isMemoryStorage(): boolean {
  return mode.memory !== null;
}

/**
 * A page whose widgets say `partner` in its HTML is a partner page from this bundle's first read on, before
 * any widget has connected: the stores seed from storage as their modules load, and a page on our own origin
 * (a partner behind a proxy, the snippet builder's preview) shares its session storage with the site's tabs.
 */
let pageScanned = false;
function partnerMarkedPage(): boolean {
  pageScanned = true;
  try {
    return [...document.querySelectorAll('[partner]')].some(
      (el) => el.localName.startsWith('tote-') && !/^(false|off|no|0)$/i.test((el.getAttribute('partner') ?? '').trim()),
    );
  } catch {
    return false;
  }
}

function store(): KeyValueStore | null {
  if (!mode.memory && !pageScanned && partnerMarkedPage()) keepSessionInMemory();
  if (mode.memory) return memoryStore(mode.memory);
  // Storage can throw (Safari private mode, sandboxed iframes): treat it as absent.
  try {
    const tab = globalThis.sessionStorage ?? null;
    if (tab && !staff.adopted) adoptStaffSession(tab);
    return tab;
  } catch {
    return null;
  }
}

/**
 * An operator works in many tabs: their session (tokens and user) is also kept
 * in the site's localStorage, and a new tab of the site starts from it instead
 * of asking for another OTP. Members' sessions stay per tab (spec point 3); on
 * a partner page nothing is kept at all. The server ends an operator's session
 * when idle, at the end of a working day, or from the back office.
 */
export const STAFF_SESSION_KEY = 'tote.staffSession';
const TAB_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEYS.user, SESSION_KEYS.userId] as const;
const staff = shared('staffSession', () => ({ adopted: false }));

function deviceStore(): Storage | null {
  if (mode.memory) return null;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const holdsOperatorRole = (rawUser: string | null) => {
  try {
    const roles = (JSON.parse(rawUser ?? 'null') as { roles?: unknown } | null)?.roles;
    return Array.isArray(roles) && roles.some((role) => (typeof role === 'string' ? role : (role as { name?: unknown })?.name) === 'ROLE_OPERATOR');
  } catch {
    return false;
  }
};

/** A tab with no session of its own takes the operator's shared one. */
function adoptStaffSession(tab: Pick<Storage, 'getItem' | 'setItem'>): void {
  staff.adopted = true;
  if (tab.getItem(ACCESS_TOKEN_KEY)) return;
  try {
    const shared = JSON.parse(deviceStore()?.getItem(STAFF_SESSION_KEY) ?? 'null') as Record<string, string> | null;
    if (!shared || !holdsOperatorRole(shared[SESSION_KEYS.user]) || !shared[ACCESS_TOKEN_KEY]) return;
    for (const key of TAB_KEYS) if (typeof shared[key] === 'string') tab.setItem(key, shared[key]);
  } catch {
    // A malformed copy: this tab logs in by itself.
  }
}

/** After the tab's session changed: an operator's is shared with the browser's other tabs, a member's is not. */
function shareStaffSession(): void {
  const device = deviceStore();
  const tab = store();
  if (!device || !tab) return;
  try {
    if (!holdsOperatorRole(tab.getItem(SESSION_KEYS.user)) || !tab.getItem(ACCESS_TOKEN_KEY)) return;
    device.setItem(STAFF_SESSION_KEY, JSON.stringify(Object.fromEntries(TAB_KEYS.map((key) => [key, tab.getItem(key)]))));
  } catch {
    // Storage full or refused: this tab keeps working; other tabs log in themselves.
  }
}

/** Whether this tab's session is an operator's (shared with the browser's other tabs). */
export function tabHoldsStaffSession(): boolean {
  return Boolean(read(ACCESS_TOKEN_KEY)) && holdsOperatorRole(read(SESSION_KEYS.user));
}

function forgetStaffSession(): void {
  try {
    deviceStore()?.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Nothing to forget.
  }
}

function write(key: string, value: string | null): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota exceeded: the session still works in memory for this page.
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readSession<T>(name: SessionName): T | null {
  const raw = read(SESSION_KEYS[name]);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value someone edited by hand: forget it rather than crash.
    write(SESSION_KEYS[name], null);
    return null;
  }
}

export function writeSession(name: SessionName, value: unknown): void {
  write(SESSION_KEYS[name], value === null || value === undefined ? null : JSON.stringify(value));
  if (name === 'user' || name === 'userId') shareStaffSession();
}

export function readAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

// Spec point 3: the refresh token is stored base64-encoded.
export function readRefreshToken(): string | null {
  const raw = read(REFRESH_TOKEN_KEY);
  if (raw === null) return null;
  try {
    return atob(raw);
  } catch {
    return null;
  }
}

export function writeTokens(accessToken: string, refreshToken: string): void {
  write(ACCESS_TOKEN_KEY, accessToken);
  write(REFRESH_TOKEN_KEY, btoa(refreshToken));
  shareStaffSession();
}

/** Logout and the 401 path: session, tokens and user id (spec point 4). */
export function clearAuthStorage(): void {
  write(ACCESS_TOKEN_KEY, null);
  write(REFRESH_TOKEN_KEY, null);
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  forgetStaffSession();
}
