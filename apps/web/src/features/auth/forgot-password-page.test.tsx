import { AUTH_MESSAGES, MESSAGES } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function forgotEndpoint(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json({ message: AUTH_MESSAGES.forgotPasswordSent }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/forgot-password', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function renderForgot() {
  const result = renderApp('/auth/forgot-password');
  await findPageHeading('Forgot your password?');
  const form = within(screen.getByRole('form', { name: 'Request a password reset link' }));
  return {
    ...result,
    form,
    email: form.getByLabelText(/^Email address/),
    submit: form.getByRole('button', { name: 'Send reset link' }),
  };
}

describe('Forgot password page', () => {
  it('links back to sign in', async () => {
    await renderForgot();

    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Return to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('shows the email messages of spec §5 after touch or submit only', async () => {
    const bodies = forgotEndpoint();
    const { user, form, email, submit } = await renderForgot();

    expect(form.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);

    await user.type(email, 'someone@');
    expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(bodies).toHaveLength(0);
  });

  it('replaces the form with the confirmation after sending', async () => {
    const bodies = forgotEndpoint(async () => {
      await delay(50);
      return HttpResponse.json({ message: AUTH_MESSAGES.forgotPasswordSent });
    });
    const { user, form, email, submit } = await renderForgot();

    await user.type(email, 'jane.doe@example.org');
    await user.click(submit);

    expect(form.getByRole('button', { name: 'Sending reset link...' })).toBeDisabled();
    expect(await findPageHeading('Check your email')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'If your email is registered, you will receive password reset instructions.',
    );
    expect(status).toHaveTextContent('jane.doe@example.org');
    expect(bodies).toEqual([{ email: 'jane.doe@example.org' }]);

    await user.click(screen.getByRole('button', { name: 'try another address' }));
    expect(await findPageHeading('Forgot your password?')).toBeInTheDocument();
  });

  it('shows the server’s message, e.g. after too many requests', async () => {
    const message = AUTH_MESSAGES.tooManyAttempts(15);
    forgotEndpoint(() => HttpResponse.json(errorBody(429, message), { status: 429 }));
    const { user, form, email, submit } = await renderForgot();

    await user.type(email, 'jane.doe@example.org');
    await user.click(submit);

    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('falls back to the spec’s text', async () => {
    forgotEndpoint(() => new HttpResponse(null, { status: 500 }));
    const { user, form, email, submit } = await renderForgot();

    await user.type(email, 'jane.doe@example.org');
    await user.click(submit);

    expect(await form.findByRole('alert')).toHaveTextContent('Failed to process request. Please try again.');
  });
});
