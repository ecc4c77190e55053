/**
 * The session store: the signed-in user, restored at start from the spec §9 storage keys ("remember me"
 * keeps them in localStorage, otherwise sessionStorage).
 */

import { SESSION_STORAGE_KEYS, SessionUserSchema, type SessionUser } from '@outbreak-watch/domain';
import { useSyncExternalStore } from 'react';

/** Storage can be missing or throw (private modes, disabled cookies); the app then runs signed out. */
function browserStorages(): Storage[] {
  const storages: Storage[] = [];
  try {
    storages.push(window.localStorage, window.sessionStorage);
  } catch {
    // Not available: nothing is restored and nothing needs clearing.
  }
  return storages;
}

function readStoredUser(): SessionUser | null {
  for (const storage of browserStorages()) {
    const raw = storage.getItem(SESSION_STORAGE_KEYS.user);
    if (raw === null) continue;
    try {
      const parsed = SessionUserSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // Malformed JSON is treated as no session, like a stored value of the wrong shape.
    }
  }
  return null;
}

let currentUser: SessionUser | null = typeof window === 'undefined' ? null : readStoredUser();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionUser(): SessionUser | null {
  return currentUser;
}

/** Re-reads the stored session, e.g. after another tab signed in or out. */
export function restoreSession(): void {
  currentUser = readStoredUser();
  notify();
}

/** Signs out locally: removes every session key from both storages. */
export function clearSession(): void {
  for (const storage of browserStorages()) {
    for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.removeItem(key);
  }
  currentUser = null;
  notify();
}

export function useSession(): { user: SessionUser | null } {
  const user = useSyncExternalStore(subscribe, getSessionUser, () => null);
  return { user };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEYS.user) restoreSession();
  });
}
