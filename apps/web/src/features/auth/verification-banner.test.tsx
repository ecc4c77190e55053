import { AUTH_MESSAGES } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function resendEndpoint(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json({ message: AUTH_MESSAGES.verificationSent }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/resend-verification', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function banner() {
  return within(screen.getByRole('region', { name: 'Email verification required' }));
}

describe('Verification banner (spec §1)', () => {
  it('appears in the header for a signed-in, unverified user', async () => {
    renderApp('/information', { user: createTestUser({ is_verified: false }) });
    await findPageHeading();

    const region = screen.getByRole('region', { name: 'Email verification required' });
    expect(within(screen.getByRole('banner')).getByRole('region')).toBe(region);
    expect(region).toHaveTextContent('jane.doe@example.org');
  });

  it.each([
    ['a verified user', { user: createTestUser({ is_verified: true }) }],
    ['a visitor', {}],
  ])('is not shown to %s', async (_, options) => {
    renderApp('/information', options);
    await findPageHeading();

    expect(screen.queryByRole('region', { name: 'Email verification required' })).not.toBeInTheDocument();
  });

  it('resends: sending, then on to the email-sent page with the success message', async () => {
    const bodies = resendEndpoint(async () => {
      await delay(50);
      return HttpResponse.json({ message: AUTH_MESSAGES.verificationSent });
    });
    const { user, router } = renderApp('/information', { user: createTestUser({ is_verified: false }) });
    await findPageHeading();

    await user.click(banner().getByRole('button', { name: 'Resend verification email' }));

    expect(banner().getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await findPageHeading('Verification Email Sent');
    expect(router.state.location.pathname).toBe('/auth/email-sent/verification');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('jane.doe@example.org');
    expect(screen.getByRole('status')).toHaveTextContent('Verification email sent successfully!');
    expect(bodies).toEqual([{ email: 'jane.doe@example.org' }]);
  });

  it('shows the server’s message when the resend fails', async () => {
    const message = AUTH_MESSAGES.tooManyAttempts(42);
    resendEndpoint(() => HttpResponse.json(errorBody(429, message), { status: 429 }));
    const { user } = renderApp('/information', { user: createTestUser({ is_verified: false }) });
    await findPageHeading();

    await user.click(banner().getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() => expect(banner().getByRole('alert')).toHaveTextContent(message));
    expect(banner().getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('falls back to the spec’s text', async () => {
    resendEndpoint(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderApp('/information', { user: createTestUser({ is_verified: false }) });
    await findPageHeading();

    await user.click(banner().getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() =>
      expect(banner().getByRole('alert')).toHaveTextContent(
        'Failed to resend verification email. Please try again.',
      ),
    );
  });

  it('asks to sign in again when no email address is known', async () => {
    const bodies = resendEndpoint();
    const { user } = renderApp('/information', { user: createTestUser({ is_verified: false, email: '' }) });
    await findPageHeading();

    await user.click(banner().getByRole('button', { name: 'Resend verification email' }));

    expect(banner().getByRole('alert')).toHaveTextContent('Email address not found. Please log in again.');
    expect(bodies).toHaveLength(0);
  });
});

describe('Verification reminder page', () => {
  it('asks a visitor to sign in first', async () => {
    renderApp('/auth/verification-reminder');

    await findPageHeading('Verify your email address');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Fauth%2Fverification-reminder',
    );
  });

  it('reminds an unverified user and resends like the banner', async () => {
    const bodies = resendEndpoint();
    const { user } = renderApp('/auth/verification-reminder', {
      user: createTestUser({ is_verified: false }),
    });

    await findPageHeading('Please verify your email address');
    expect(screen.queryByRole('region', { name: 'Email verification required' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await findPageHeading('Verification Email Sent');
    expect(bodies).toEqual([{ email: 'jane.doe@example.org' }]);
  });

  it('tells a verified user there is nothing to do', async () => {
    renderApp('/auth/verification-reminder', { user: createTestUser({ is_verified: true }) });

    expect(await findPageHeading('Your email address is verified')).toBeInTheDocument();
  });
});
