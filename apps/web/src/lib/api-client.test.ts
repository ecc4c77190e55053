import { SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthResponse, errorBody, nowSeconds } from '../test/auth-fixtures';
import { server } from '../test/server';
import { ApiError, apiFetch, errorMessage, initSession, NETWORK_ERROR_MESSAGE } from './api-client';
import { getSession, startSession } from './session';

describe('apiFetch', () => {
  it('calls /api and returns the parsed body', async () => {
    server.use(http.get('/api/diseases', () => HttpResponse.json([{ id: 1, name: 'Cholera' }])));

    await expect(apiFetch('/diseases')).resolves.toEqual([{ id: 1, name: 'Cholera' }]);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    let contentType: string | null = null;
    server.use(
      http.post('/api/outbreaks', ({ request }) => {
        contentType = request.headers.get('Content-Type');
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await expect(
      apiFetch('/outbreaks', { method: 'POST', body: JSON.stringify({}) }),
    ).resolves.toBeUndefined();
    expect(contentType).toBe('application/json');
  });

  it('turns an error body into an ApiError with its message and details', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Please enter a valid email address.',
            details: [{ field: 'email', message: 'Please enter a valid email address.' }],
          },
          { status: 400 },
        ),
      ),
    );

    const error = await apiFetch('/login', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address.',
      details: [{ field: 'email', message: 'Please enter a valid email address.' }],
      isServerMessage: true,
    });
  });

  it('still gives an ApiError when the error body is not the API’s shape', async () => {
    server.use(http.get('/api/config', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));

    await expect(apiFetch('/config')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      isServerMessage: false,
    });
  });

  it('reports a network failure clearly', async () => {
    server.use(http.get('/api/config', () => HttpResponse.error()));

    await expect(apiFetch('/config')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('errorMessage (spec §8)', () => {
  it('shows the server’s message, the network problem, or the screen’s fallback', () => {
    expect(errorMessage(new ApiError(401, 'Invalid email or password.', [], true), 'Fallback')).toBe(
      'Invalid email or password.',
    );
    expect(errorMessage(new ApiError(0, NETWORK_ERROR_MESSAGE), 'Fallback')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new ApiError(500, 'Internal Server Error', [], true), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new ApiError(502, 'Request failed: 502'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});

/** Records the Authorization header of each call to `GET /api/profile/me`. */
function recordProfileCalls(answer?: (authorization: string | null) => Response) {
  const seen: (string | null)[] = [];
  server.use(
    http.get('/api/profile/me', ({ request }) => {
      const authorization = request.headers.get('Authorization');
      seen.push(authorization);
      return answer?.(authorization) ?? HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** `POST /api/refresh_token` answering with access-2/refresh-2, counting its calls. */
function refreshEndpoint(options: { fail?: boolean; wait?: number } = {}) {
  const calls: unknown[] = [];
  server.use(
    http.post('/api/refresh_token', async ({ request }) => {
      calls.push(await request.json());
      if (options.wait) await delay(options.wait);
      if (options.fail) {
        return HttpResponse.json(errorBody(401, 'Your session is no longer valid. Please sign in again.'), {
          status: 401,
        });
      }
      return HttpResponse.json(createAuthResponse({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    }),
  );
  return calls;
}

const onlyNewToken = (authorization: string | null) =>
  authorization === 'Bearer access-2'
    ? HttpResponse.json({ ok: true })
    : HttpResponse.json(errorBody(401, 'Your session has expired. Please sign in again.'), { status: 401 });

describe('apiFetch with a session (spec §6)', () => {
  it('adds the bearer token to calls to our API', async () => {
    startSession(createAuthResponse(), { remember: true });
    const seen = recordProfileCalls();

    await apiFetch('/profile/me');

    expect(seen).toEqual(['Bearer access-1']);
  });

  it('sends no Authorization header when signed out', async () => {
    const seen = recordProfileCalls();

    await apiFetch('/profile/me');

    expect(seen).toEqual([null]);
  });

  it.each(['/login', '/register', '/refresh_token'])('never sends it to %s', async (path) => {
    startSession(createAuthResponse(), { remember: true });
    let authorization: string | null = 'not called';
    server.use(
      http.post(`/api${path}`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );

    await apiFetch(path, { method: 'POST', body: '{}' });

    expect(authorization).toBeNull();
  });

  it('still sends it when only the query mentions login', async () => {
    startSession(createAuthResponse(), { remember: true });
    let authorization: string | null = 'not called';
    server.use(
      http.get('/api/outbreaks', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ outbreaks: [], has_more: false });
      }),
    );

    await apiFetch('/outbreaks?q=login');

    expect(authorization).toBe('Bearer access-1');
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on a POST, not on a GET', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value-123; path=/';
    const headers: Record<string, string | null> = {};
    server.use(
      http.post('/api/forgot-password', ({ request }) => {
        headers.post = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ message: 'ok' });
      }),
      http.get('/api/config', ({ request }) => {
        headers.get = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({});
      }),
    );

    await apiFetch('/forgot-password', { method: 'POST', body: '{}' });
    await apiFetch('/config');

    expect(headers).toEqual({ post: 'cookie-value-123', get: null });
  });

  it('sends no X-XSRF-TOKEN when there is no cookie', async () => {
    let header: string | null = 'not called';
    server.use(
      http.post('/api/forgot-password', ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ message: 'ok' });
      }),
    );

    await apiFetch('/forgot-password', { method: 'POST', body: '{}' });

    expect(header).toBeNull();
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries with the new token', async () => {
    startSession(createAuthResponse(), { remember: true });
    const refreshCalls = refreshEndpoint();
    const seen = recordProfileCalls(onlyNewToken);

    await expect(apiFetch('/profile/me')).resolves.toEqual({ ok: true });

    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refreshCalls).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('retries only once when the new token is refused too', async () => {
    startSession(createAuthResponse(), { remember: true });
    const refreshCalls = refreshEndpoint();
    const seen = recordProfileCalls(() =>
      HttpResponse.json(errorBody(401, 'Your session has expired. Please sign in again.'), { status: 401 }),
    );

    await expect(apiFetch('/profile/me')).rejects.toMatchObject({ status: 401 });

    expect(seen).toHaveLength(2);
    expect(refreshCalls).toHaveLength(1);
  });

  it('logs out when the refresh is refused', async () => {
    startSession(createAuthResponse(), { remember: true });
    refreshEndpoint({ fail: true });
    recordProfileCalls(onlyNewToken);

    await expect(apiFetch('/profile/me')).rejects.toMatchObject({ status: 401 });

    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    startSession(createAuthResponse(), { remember: false });
    const refreshCalls = refreshEndpoint({ wait: 30 });
    const seen = recordProfileCalls(onlyNewToken);

    const results = await Promise.all([
      apiFetch('/profile/me'),
      apiFetch('/profile/me'),
      apiFetch('/profile/me'),
    ]);

    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toHaveLength(1);
    expect(seen.filter((header) => header === 'Bearer access-2')).toHaveLength(3);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('refreshes before sending when the access token expires within 30 seconds', async () => {
    startSession(createAuthResponse({ access_token_exp: nowSeconds() + 20 }), { remember: true });
    const refreshCalls = refreshEndpoint();
    const seen = recordProfileCalls();

    await apiFetch('/profile/me');

    expect(refreshCalls).toHaveLength(1);
    expect(seen).toEqual(['Bearer access-2']);
  });

  it('shares one refresh between concurrent calls with an expiring token', async () => {
    startSession(createAuthResponse({ access_token_exp: nowSeconds() - 1 }), { remember: true });
    const refreshCalls = refreshEndpoint({ wait: 20 });
    const seen = recordProfileCalls();

    await Promise.all([apiFetch('/profile/me'), apiFetch('/profile/me')]);

    expect(refreshCalls).toHaveLength(1);
    expect(seen).toEqual(['Bearer access-2', 'Bearer access-2']);
  });
});

describe('initSession (spec §4)', () => {
  const user = createAuthResponse().user;

  function storeSession(accessTokenExp: number, refreshToken: string | null) {
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'stored-access');
    localStorage.setItem(SESSION_STORAGE_KEYS.accessTokenExp, String(accessTokenExp));
    if (refreshToken !== null) {
      localStorage.setItem(SESSION_STORAGE_KEYS.refreshToken, refreshToken);
      localStorage.setItem(SESSION_STORAGE_KEYS.refreshTokenExp, String(nowSeconds() + 86400));
    }
  }

  it('restores a valid access token as authenticated, without a refresh', async () => {
    storeSession(nowSeconds() + 600, 'stored-refresh');
    const refreshCalls = refreshEndpoint();

    await initSession();

    expect(getSession()).toMatchObject({ status: 'authenticated', user, accessToken: 'stored-access' });
    expect(refreshCalls).toHaveLength(0);
  });

  it('refreshes an expired access token and stores the new tokens', async () => {
    storeSession(nowSeconds() - 60, 'stored-refresh');
    const refreshCalls = refreshEndpoint();

    await initSession();

    expect(refreshCalls).toEqual([{ refresh_token: 'stored-refresh' }]);
    expect(getSession()).toMatchObject({ status: 'authenticated', accessToken: 'access-2' });
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(Number(localStorage.getItem(SESSION_STORAGE_KEYS.accessTokenExp))).toBeGreaterThan(nowSeconds());
  });

  it('logs out and clears storage when that refresh fails', async () => {
    storeSession(nowSeconds() - 60, 'stored-refresh');
    refreshEndpoint({ fail: true });

    await initSession();

    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });
    expect(localStorage.length).toBe(0);
  });

  it('keeps the stored session when the server cannot be reached (offline), and refreshes once it can', async () => {
    storeSession(nowSeconds() - 60, 'stored-refresh');
    server.use(http.post('/api/refresh_token', () => HttpResponse.error()));

    await initSession();

    expect(getSession()).toMatchObject({ status: 'authenticated', user, refreshToken: 'stored-refresh' });
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('stored-refresh');

    const refreshCalls = refreshEndpoint();
    server.use(http.get('/api/profile/me', () => HttpResponse.json({})));
    await apiFetch('/profile/me');
    expect(refreshCalls).toEqual([{ refresh_token: 'stored-refresh' }]);
    expect(getSession()).toMatchObject({ status: 'authenticated', accessToken: 'access-2' });
  });

  it('logs out when the access token expired and there is no refresh token', async () => {
    storeSession(nowSeconds() - 60, null);
    const refreshCalls = refreshEndpoint();

    await initSession();

    expect(getSession().status).toBe('anonymous');
    expect(localStorage.length).toBe(0);
    expect(refreshCalls).toHaveLength(0);
  });
});
