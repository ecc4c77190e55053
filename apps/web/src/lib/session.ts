/**
 * The session store: the signed-in user and their tokens, kept under the spec §9 storage keys.
 * "Remember me" keeps them in localStorage, otherwise in sessionStorage (DESIGN.md §6). The API client
 * (`api-client.ts`) owns the network side: token refresh, logout and the start-up restore.
 */

import {
  isTokenExpired,
  SESSION_STORAGE_KEYS,
  SessionUserSchema,
  type AuthResponse,
  type Locale,
  type SessionUser,
} from '@outbreak-watch/domain';
import { useSyncExternalStore } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Unix seconds, as the API sends them. */
  accessTokenExp: number | null;
  refreshTokenExp: number | null;
}

const ANONYMOUS: SessionState = {
  status: 'anonymous',
  user: null,
  accessToken: null,
  refreshToken: null,
  accessTokenExp: null,
  refreshTokenExp: null,
};

const KEYS = Object.values(SESSION_STORAGE_KEYS);

function getStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be missing or throw (private modes, disabled cookies); the app then runs signed out.
    return null;
  }
}

function browserStorages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [getStorage('local'), getStorage('session')].filter((storage) => storage !== null);
}

interface StoredSession {
  storage: Storage;
  user: SessionUser;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExp: number | null;
  refreshTokenExp: number | null;
}

function parseUser(raw: string): SessionUser | null {
  try {
    const parsed = SessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Malformed JSON is treated as no session, like a stored value of the wrong shape.
    return null;
  }
}

function parseExp(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The stored session: localStorage ("remember me") first, else this tab's sessionStorage. */
function readStoredSession(): StoredSession | null {
  for (const storage of browserStorages()) {
    const raw = storage.getItem(SESSION_STORAGE_KEYS.user);
    const user = raw === null ? null : parseUser(raw);
    if (!user) continue;
    return {
      storage,
      user,
      accessToken: storage.getItem(SESSION_STORAGE_KEYS.accessToken) || null,
      refreshToken: storage.getItem(SESSION_STORAGE_KEYS.refreshToken) || null,
      accessTokenExp: parseExp(storage.getItem(SESSION_STORAGE_KEYS.accessTokenExp)),
      refreshTokenExp: parseExp(storage.getItem(SESSION_STORAGE_KEYS.refreshTokenExp)),
    };
  }
  return null;
}

function removeStoredKeys(): void {
  for (const storage of browserStorages()) {
    for (const key of KEYS) storage.removeItem(key);
  }
}

function writeSession(storage: Storage, auth: AuthResponse): void {
  storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(auth.user));
  storage.setItem(SESSION_STORAGE_KEYS.accessToken, auth.access_token);
  storage.setItem(SESSION_STORAGE_KEYS.refreshToken, auth.refresh_token);
  storage.setItem(SESSION_STORAGE_KEYS.accessTokenExp, String(auth.access_token_exp));
  storage.setItem(SESSION_STORAGE_KEYS.refreshTokenExp, String(auth.refresh_token_exp));
}

function stateOf(stored: StoredSession, status: SessionStatus): SessionState {
  return {
    status,
    user: stored.user,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    accessTokenExp: stored.accessTokenExp,
    refreshTokenExp: stored.refreshTokenExp,
  };
}

let state: SessionState = ANONYMOUS;
/** Where the current session lives, so a token refresh writes back to the same place. */
let activeStorage: Storage | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState, storage: Storage | null): void {
  state = next;
  activeStorage = next.user ? storage : null;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the session; returns the unsubscribe function. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSession(): SessionState {
  return state;
}

export function getSessionUser(): SessionUser | null {
  return state.user;
}

/** A usable refresh token: present, and not past its own expiry. */
export function hasUsableRefreshToken(session: SessionState = state): boolean {
  return session.refreshToken !== null && !isTokenExpired(session.refreshTokenExp);
}

/**
 * Restores the stored session (spec §4): with a user and an unexpired access token the user is
 * authenticated; with an expired one and a usable refresh token the state is `loading` until the API
 * client has refreshed; otherwise the visitor is signed out and stray keys are removed.
 */
export function restoreSession(): SessionState {
  const stored = readStoredSession();
  if (stored?.accessToken && !isTokenExpired(stored.accessTokenExp)) {
    setState(stateOf(stored, 'authenticated'), stored.storage);
  } else if (stored?.accessToken && hasUsableRefreshToken(stateOf(stored, 'loading'))) {
    setState(stateOf(stored, 'loading'), stored.storage);
  } else {
    removeStoredKeys();
    setState(ANONYMOUS, null);
  }
  return state;
}

/**
 * Adopts tokens another tab has just written (a refresh there rotates the shared refresh token), or
 * its sign-out. Returns the new state.
 */
export function syncSessionFromStorage(): SessionState {
  const stored = readStoredSession();
  if (stored?.accessToken) setState(stateOf(stored, 'authenticated'), stored.storage);
  else if (state.user) setState(ANONYMOUS, null);
  return state;
}

/**
 * Before a refresh: if another tab has rotated this session's refresh token meanwhile (a shared
 * "remember me" session), take its tokens, since presenting the old one would look like token theft
 * and end the session everywhere.
 */
export function adoptRotatedTokens(): void {
  const stored = readStoredSession();
  if (!stored?.accessToken || stored.user.id !== state.user?.id) return;
  if (stored.refreshToken === state.refreshToken) return;
  const status =
    state.status === 'loading' && isTokenExpired(stored.accessTokenExp) ? 'loading' : 'authenticated';
  setState(stateOf(stored, status), stored.storage);
}

function authenticatedState(auth: AuthResponse): SessionState {
  return {
    status: 'authenticated',
    user: auth.user,
    accessToken: auth.access_token,
    refreshToken: auth.refresh_token,
    accessTokenExp: auth.access_token_exp,
    refreshTokenExp: auth.refresh_token_exp,
  };
}

function persist(storage: Storage | null, auth: AuthResponse): void {
  try {
    if (storage) writeSession(storage, auth);
  } catch {
    // A full or blocked storage: the session still works in this page, it just will not survive a reload.
  }
}

/** Login and registration (spec §4): stores the session and marks the user authenticated. */
export function startSession(auth: AuthResponse, { remember }: { remember: boolean }): void {
  removeStoredKeys();
  const storage = getStorage(remember ? 'local' : 'session');
  persist(storage, auth);
  setState(authenticatedState(auth), storage);
}

/** After a token refresh: the rotated tokens and the fresh user go where the session already lives. */
export function updateSession(auth: AuthResponse): void {
  persist(activeStorage, auth);
  setState(authenticatedState(auth), activeStorage);
}

/**
 * Tabs holding copies of one session (a duplicated tab copies sessionStorage) tell each other when they
 * rotate its refresh token, so that no tab presents the old one: the server would take that for theft
 * and end the session. Same origin only, like the storages themselves.
 */
const ROTATION_CHANNEL = 'outbreak-watch:token-rotation';

interface RotationMessage {
  previous: string;
  auth: AuthResponse;
}

const rotationChannel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ROTATION_CHANNEL);
if (rotationChannel) {
  // Node (tests) would otherwise keep running for the open channel; browsers have no unref.
  (rotationChannel as BroadcastChannel & { unref?: () => void }).unref?.();
  rotationChannel.onmessage = (event: MessageEvent<RotationMessage>) => {
    const { previous, auth } = event.data;
    if (previous && state.refreshToken === previous) updateSession(auth);
  };
}

/** After this tab rotated `previous`: other tabs holding it take the new tokens. */
export function announceRotation(previous: string, auth: AuthResponse): void {
  rotationChannel?.postMessage({ previous, auth } satisfies RotationMessage);
}

/**
 * A refresh that could not reach the server (offline): the stored session stays, usable on this
 * device (the report form and its queue), and the next call that reaches the server refreshes it.
 */
export function keepSessionWhileOffline(): void {
  if (state.user && state.status === 'loading')
    setState({ ...state, status: 'authenticated' }, activeStorage);
}

/** Signs out locally: removes every session key from both storages. */
export function clearSession(): void {
  removeStoredKeys();
  setState(ANONYMOUS, null);
}

/** After a successful email verification (spec §4): the stored user is marked verified. */
export function markVerified(): void {
  if (!state.user || state.user.is_verified) return;
  const user = { ...state.user, is_verified: true };
  try {
    activeStorage?.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  } catch {
    // Kept in memory only.
  }
  setState({ ...state, user }, activeStorage);
}

/** After the person chose a language (saved on their profile): the stored user carries it. */
export function setSessionLanguage(language: Locale): void {
  if (!state.user || state.user.language === language) return;
  const user = { ...state.user, language };
  try {
    activeStorage?.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  } catch {
    // Kept in memory only.
  }
  setState({ ...state, user }, activeStorage);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSession, () => ANONYMOUS);
}

if (typeof window !== 'undefined') {
  restoreSession();
  window.addEventListener('storage', (event) => {
    if (event.key === null || (KEYS as string[]).includes(event.key)) syncSessionFromStorage();
  });
}
