import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from './api-client';

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
    });
  });

  it('still gives an ApiError when the error body is not the API’s shape', async () => {
    server.use(http.get('/api/config', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));

    await expect(apiFetch('/config')).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });

  it('reports a network failure clearly', async () => {
    server.use(http.get('/api/config', () => HttpResponse.error()));

    await expect(apiFetch('/config')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
