import { AUTH_MESSAGES, MESSAGES } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const LINK = '/auth/reset-password?token=reset-token-1&email=jane.doe%40example.org';

function resetEndpoint(
  answer: () => Response = () => HttpResponse.json({ message: AUTH_MESSAGES.passwordReset }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/reset-password', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function renderReset(path = LINK) {
  const result = renderApp(path);
  await findPageHeading('Choose a new password');
  const form = within(screen.getByRole('form', { name: 'Choose a new password' }));
  return {
    ...result,
    form,
    password: form.getByLabelText(/^New password/),
    confirm: form.getByLabelText(/^Confirm password/),
    submit: form.getByRole('button', { name: 'Reset Password' }),
  };
}

describe('Reset password page', () => {
  it.each([
    [
      '/auth/reset-password?email=jane.doe%40example.org',
      'Invalid or missing password reset token. Please request a new password reset link.',
    ],
    [
      '/auth/reset-password',
      'Invalid or missing password reset token. Please request a new password reset link.',
    ],
    ['/auth/reset-password?token=reset-token-1', 'Invalid or missing password reset token.'],
  ])('shows an invalid link (%s) with a way to request a new one', async (path, message) => {
    renderApp(path);

    await findPageHeading('This reset link does not work');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the password messages of spec §5 after touch', async () => {
    const { user, form, password, confirm } = await renderReset();
    expect(screen.getByText('jane.doe@example.org')).toBeInTheDocument();

    await user.click(password);
    expect(form.queryByText(MESSAGES.passwordRequired)).not.toBeInTheDocument();
    await user.click(confirm);
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    await user.tab();
    expect(confirm).toHaveAccessibleDescription(MESSAGES.confirmPasswordRequired);

    await user.type(password, 'Ab1!');
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordTooShort);
    await user.clear(password);
    await user.type(password, 'abcdefgh');
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordTooWeak);
    await user.type(confirm, 'abcdefgX');
    expect(confirm).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  });

  it('keeps Reset Password disabled below strength 3 and shows the meter', async () => {
    const { user, password, submit } = await renderReset();

    expect(submit).toBeDisabled();
    await user.type(password, 'abcdefgh');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Weak');
    expect(submit).toBeDisabled();
    await user.type(password, '1');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Moderate');
    expect(submit).toBeEnabled();
  });

  it('sends token, email and the new password, then shows the success state', async () => {
    const bodies = resetEndpoint();
    const { user, password, confirm, submit } = await renderReset();

    await user.type(password, 'New-Password-2025');
    await user.type(confirm, 'New-Password-2025');
    await user.click(submit);

    expect(await findPageHeading('Password changed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been successfully reset');
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/auth/login');
    expect(bodies).toEqual([
      { token: 'reset-token-1', email: 'jane.doe@example.org', password: 'New-Password-2025' },
    ]);
  });

  it('shows the server’s message for a refused link, with a way to request a new one', async () => {
    resetEndpoint(() => HttpResponse.json(errorBody(400, AUTH_MESSAGES.resetLinkInvalid), { status: 400 }));
    const { user, form, password, confirm, submit } = await renderReset();

    await user.type(password, 'New-Password-2025');
    await user.type(confirm, 'New-Password-2025');
    await user.click(submit);

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.resetLinkInvalid);
    expect(within(alert).getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('shows a refused password’s reason without offering a new link', async () => {
    resetEndpoint(() => HttpResponse.json(errorBody(400, AUTH_MESSAGES.passwordTooCommon), { status: 400 }));
    const { user, form, password, confirm, submit } = await renderReset();

    await user.type(password, 'Password123!');
    await user.type(confirm, 'Password123!');
    await user.click(submit);

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.passwordTooCommon);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('falls back to the spec’s text', async () => {
    resetEndpoint(() => new HttpResponse(null, { status: 500 }));
    const { user, form, password, confirm, submit } = await renderReset();

    await user.type(password, 'New-Password-2025');
    await user.type(confirm, 'New-Password-2025');
    await user.click(submit);

    expect(await form.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  });
});
