import { AUTH_MESSAGES, SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSessionUser } from '../../lib/session';
import { errorBody } from '../../test/auth-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function verifyEndpoint(answer: () => Response = () => success()) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('/api/verify-email', async ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      await delay(30);
      return answer();
    }),
  );
  return calls;
}

function success(overrides = {}) {
  return HttpResponse.json({
    message: AUTH_MESSAGES.emailVerified,
    user: createTestUser({ is_verified: true, ...overrides }),
  });
}

describe('Email verification page', () => {
  it('verifies once, even in StrictMode, and shows the success with Go to Login', async () => {
    const calls = verifyEndpoint();
    renderApp('/verify-email?code=code-1&email=jane.doe%40example.org', { strictMode: true });

    expect(await screen.findByText('Verifying your email address...')).toBeInTheDocument();
    expect(await findPageHeading('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your email has been successfully verified');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0] ?? [])).toEqual({ code: 'code-1', email: 'jane.doe@example.org' });
  });

  it('marks the signed-in user verified when it is their address', async () => {
    verifyEndpoint();
    renderApp('/verify-email?code=code-1&email=jane.doe%40example.org', {
      user: createTestUser({ is_verified: false }),
    });

    await findPageHeading('Email verified');
    expect(getSessionUser()?.is_verified).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      is_verified: true,
    });
  });

  it('leaves another signed-in user as they are', async () => {
    verifyEndpoint(() => success({ id: 99, email: 'someone.else@example.org' }));
    renderApp('/verify-email?code=code-1&email=someone.else%40example.org', {
      user: createTestUser({ is_verified: false }),
    });

    await findPageHeading('Email verified');
    expect(getSessionUser()?.is_verified).toBe(false);
  });

  it('shows the server’s message on failure, with Return to Login', async () => {
    verifyEndpoint(() =>
      HttpResponse.json(errorBody(400, 'This verification link has already been used.'), { status: 400 }),
    );
    renderApp('/verify-email?code=used&email=jane.doe%40example.org');

    expect(await findPageHeading('Email not verified')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link has already been used.');
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('falls back to the spec’s text without a usable message', async () => {
    verifyEndpoint(() => new HttpResponse(null, { status: 500 }));
    renderApp('/verify-email?code=code-1&email=jane.doe%40example.org');

    await findPageHeading('Email not verified');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Email verification failed. The link may have expired or is invalid.',
    );
  });

  it('without a code says so and calls nothing', async () => {
    const calls = verifyEndpoint();
    renderApp('/verify-email?email=jane.doe%40example.org');

    await findPageHeading('Email not verified');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or missing verification token. Please check your email link.',
    );
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('without an email warns, and still tries the code', async () => {
    const calls = verifyEndpoint(() =>
      HttpResponse.json(errorBody(400, AUTH_MESSAGES.verificationLinkInvalid), { status: 400 }),
    );
    renderApp('/verify-email?code=code-1');

    expect(await screen.findByText('Invalid or broken token.')).toBeInTheDocument();
    await findPageHeading('Email not verified');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or broken token.');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verificationLinkInvalid);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('code')).toBe('code-1');
  });
});
