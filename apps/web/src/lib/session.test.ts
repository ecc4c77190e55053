import { SESSION_STORAGE_KEYS, type AuthResponse } from '@outbreak-watch/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  getSessionUser,
  markVerified,
  restoreSession,
  startSession,
  syncSessionFromStorage,
  announceRotation,
} from './session';

const user = {
  id: 3,
  email: 'reporter@example.org',
  first_name: 'Ana',
  last_name: 'Lima',
  role_id: 3,
  is_verified: false,
  user_type: 'reporter',
};

const now = () => Math.floor(Date.now() / 1000);

function authResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    user,
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    access_token_exp: now() + 900,
    refresh_token_exp: now() + 30 * 86400,
    ...overrides,
  };
}

function store(storage: Storage, values: Partial<Record<keyof typeof SESSION_STORAGE_KEYS, string>>) {
  for (const [name, value] of Object.entries(values)) {
    storage.setItem(SESSION_STORAGE_KEYS[name as keyof typeof SESSION_STORAGE_KEYS], value);
  }
}

const valid = {
  user: JSON.stringify(user),
  accessToken: 'stored-access',
  accessTokenExp: String(now() + 600),
  refreshToken: 'stored-refresh',
  refreshTokenExp: String(now() + 86400),
};

describe('startSession', () => {
  it('keeps a remembered session in localStorage under the spec’s five keys', () => {
    startSession(authResponse(), { remember: true });

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(Number(localStorage.getItem('accessTokenExp'))).toBeGreaterThan(now());
    expect(Number(localStorage.getItem('refreshTokenExp'))).toBeGreaterThan(now());
    expect(sessionStorage.length).toBe(0);
    expect(getSession()).toMatchObject({ status: 'authenticated', user, accessToken: 'access-1' });
  });

  it('keeps an unremembered session in this tab’s sessionStorage only', () => {
    store(localStorage, valid);
    startSession(authResponse(), { remember: false });

    expect(sessionStorage.getItem('access_token')).toBe('access-1');
    expect(sessionStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.length).toBe(0);
  });
});

describe('restoreSession (spec §4)', () => {
  it('restores a stored user with an unexpired access token as authenticated', () => {
    store(sessionStorage, valid);

    expect(restoreSession()).toMatchObject({
      status: 'authenticated',
      user,
      accessToken: 'stored-access',
      refreshToken: 'stored-refresh',
    });
  });

  it('prefers the remembered session in localStorage', () => {
    store(sessionStorage, valid);
    store(localStorage, { ...valid, user: JSON.stringify({ ...user, first_name: 'Remembered' }) });

    expect(restoreSession().user?.first_name).toBe('Remembered');
  });

  it('waits for a refresh (loading) when the access token expired and a refresh token exists', () => {
    store(localStorage, { ...valid, accessTokenExp: String(now() - 5) });

    expect(restoreSession()).toMatchObject({ status: 'loading', user, refreshToken: 'stored-refresh' });
  });

  it.each([
    ['no refresh token', { refreshToken: '' }],
    ['an expired refresh token', { refreshTokenExp: String(now() - 1) }],
  ])('signs out when the access token expired and there is %s', (_, overrides) => {
    store(localStorage, { ...valid, accessTokenExp: String(now() - 5), ...overrides });

    expect(restoreSession().status).toBe('anonymous');
    expect(localStorage.length).toBe(0);
  });

  it('signs out a stored user without an access token', () => {
    store(localStorage, { user: JSON.stringify(user) });

    expect(restoreSession()).toMatchObject({ status: 'anonymous', user: null });
  });

  it.each([['{broken'], ['null'], ['"text"'], [JSON.stringify({ ...user, role_id: 'admin' })]])(
    'ignores malformed stored user data: %s',
    (raw) => {
      store(localStorage, { ...valid, user: raw });

      expect(restoreSession().status).toBe('anonymous');
      expect(getSessionUser()).toBeNull();
    },
  );
});

describe('clearSession', () => {
  it('clears every session key from both storages', () => {
    store(localStorage, valid);
    store(sessionStorage, valid);
    restoreSession();

    clearSession();

    expect(getSession()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('markVerified', () => {
  it('marks the user verified in memory and in the storage the session lives in', () => {
    startSession(authResponse(), { remember: false });

    markVerified();

    expect(getSessionUser()?.is_verified).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toMatchObject({ is_verified: true });
  });
});

describe('syncSessionFromStorage', () => {
  it('adopts tokens another tab stored, and its sign-out', () => {
    startSession(authResponse(), { remember: true });
    localStorage.setItem('access_token', 'from-other-tab');
    localStorage.setItem('refresh_token', 'rotated-by-other-tab');

    expect(syncSessionFromStorage()).toMatchObject({
      accessToken: 'from-other-tab',
      refreshToken: 'rotated-by-other-tab',
    });

    localStorage.clear();
    expect(syncSessionFromStorage().status).toBe('anonymous');
  });
});

describe('token rotation across tabs', () => {
  it('takes the tokens another tab rotated from the same refresh token, and ignores other sessions', async () => {
    startSession(authResponse(), { remember: false });
    const otherTab = new BroadcastChannel('outbreak-watch:token-rotation');
    const rotated = authResponse({ access_token: 'access-2', refresh_token: 'refresh-2' });

    otherTab.postMessage({ previous: 'someone-elses-token', auth: authResponse({ refresh_token: 'x' }) });
    otherTab.postMessage({ previous: 'refresh-1', auth: rotated });
    await vi.waitFor(() => expect(getSession().refreshToken).toBe('refresh-2'));
    expect(getSession().accessToken).toBe('access-2');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    otherTab.close();
  });

  it('announces its own rotation to the other tabs', async () => {
    const otherTab = new BroadcastChannel('outbreak-watch:token-rotation');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    announceRotation('refresh-1', authResponse({ refresh_token: 'refresh-2' }));
    await vi.waitFor(() => expect(heard).toEqual([expect.objectContaining({ previous: 'refresh-1' })]));
    otherTab.close();
  });
});
