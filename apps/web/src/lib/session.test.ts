import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import { clearSession, getSessionUser, restoreSession } from './session';

const user = {
  id: 3,
  email: 'reporter@example.org',
  first_name: 'Ana',
  last_name: 'Lima',
  role_id: 3,
  is_verified: true,
  user_type: 'reporter',
};

describe('session store', () => {
  it('restores the user from localStorage, else sessionStorage', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    restoreSession();
    expect(getSessionUser()).toEqual(user);

    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify({ ...user, first_name: 'Remembered' }));
    restoreSession();
    expect(getSessionUser()?.first_name).toBe('Remembered');
  });

  it.each([['{broken'], ['null'], ['"text"'], [JSON.stringify({ ...user, role_id: 'admin' })]])(
    'ignores malformed stored data: %s',
    (raw) => {
      localStorage.setItem(SESSION_STORAGE_KEYS.user, raw);
      restoreSession();
      expect(getSessionUser()).toBeNull();
    },
  );

  it('clears every session key from both storages', () => {
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.setItem(key, 'x');
    }
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    restoreSession();
    expect(getSessionUser()).toEqual(user);

    clearSession();

    expect(getSessionUser()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
