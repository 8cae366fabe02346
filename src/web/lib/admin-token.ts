// The admin portal token lives in sessionStorage (spec part 2 §6), so closing the
// tab ends the admin session while the Steam session stays. Screens subscribe to
// it so that clearing the token (logout, a 401) swaps the portal for the login form.

const TOKEN_KEY = 'adminToken';
const EXPIRES_KEY = 'adminTokenExpiresAt';

type Listener = () => void;
const listeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAdminToken(): string | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  if (!token) return null;
  const expiresAt = Date.parse(store?.getItem(EXPIRES_KEY) ?? '');
  if (Number.isFinite(expiresAt) && expiresAt <= Date.now()) {
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(EXPIRES_KEY);
    return null;
  }
  return token;
}

export function setAdminToken(token: string, expiresAt?: string): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  if (expiresAt) store?.setItem(EXPIRES_KEY, expiresAt);
  else store?.removeItem(EXPIRES_KEY);
  notify();
}

export function clearAdminToken(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(EXPIRES_KEY);
  notify();
}

export function subscribeAdminToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server refused the token (401 on an admin call): clear it and tell whoever
 * listens. This is an event rather than a query error because the screen that made
 * the call is unmounted by the very clearing of the token, cancelling its query.
 */
export function expireAdminToken(): void {
  clearAdminToken();
  for (const listener of expiryListeners) listener();
}

export function onAdminSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}
