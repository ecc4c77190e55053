import { AUTH_MESSAGES, MESSAGES, SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { createAuthResponse, errorBody } from '../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

async function renderLogin(path = '/auth/login') {
  const result = renderApp(path);
  await findPageHeading('Login');
  const form = within(screen.getByRole('form', { name: 'Sign in' }));
  return {
    ...result,
    form,
    email: form.getByLabelText(/^Email address/),
    password: form.getByLabelText(/^Password/),
    remember: form.getByRole('checkbox', { name: 'Remember me' }),
    submit: form.getByRole('button', { name: 'Sign in' }),
  };
}

function loginEndpoint(
  answer: () => Response | Promise<Response> = () => HttpResponse.json(createAuthResponse()),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/login', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('Login page', () => {
  it('has the fields, Remember me and the links of spec §2', async () => {
    await renderLogin();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe('Login · Outbreak Watch'));
  });

  it('shows no message before a field is touched, then the spec’s messages', async () => {
    const { user, form, email, password } = await renderLogin();

    await user.click(email);
    expect(form.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();

    await user.click(password);
    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(form.queryByText(MESSAGES.passwordRequired)).not.toBeInTheDocument();

    await user.tab();
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordRequired);

    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
  });

  it('on an empty submit shows both messages and sends nothing', async () => {
    const bodies = loginEndpoint();
    const { user, email, password, submit } = await renderLogin();

    await user.click(submit);

    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(email).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('signs in, keeps the session in this tab only, and goes to the returnUrl', async () => {
    const bodies = loginEndpoint(async () => {
      await delay(50);
      return HttpResponse.json(createAuthResponse());
    });
    const { user, form, email, password, submit, router } = await renderLogin(
      '/auth/login?returnUrl=%2Finformation%3Ftab%3Dfaq',
    );

    await user.type(email, ' jane.doe@example.org ');
    await user.type(password, 'Correct-Horse-7');
    await user.click(submit);

    expect(form.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/information'));
    expect(router.state.location.search).toBe('?tab=faq');
    expect(bodies).toEqual([{ email: 'jane.doe@example.org', password: 'Correct-Horse-7', remember: false }]);
    expect(getSession().status).toBe('authenticated');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('with Remember me asks for a remembered session, keeps it in localStorage and goes home by default', async () => {
    const bodies = loginEndpoint();
    const { user, email, password, remember, submit, router } = await renderLogin();

    await user.type(email, 'jane.doe@example.org');
    await user.type(password, 'Correct-Horse-7');
    await user.click(remember);
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBeNull();
    expect(bodies).toEqual([expect.objectContaining({ remember: true })]);
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores an off-site returnUrl (%s) and goes home',
    async (returnUrl) => {
      loginEndpoint();
      const { user, email, password, submit, router } = await renderLogin(
        `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`,
      );

      await user.type(email, 'jane.doe@example.org');
      await user.type(password, 'Correct-Horse-7');
      await user.click(submit);

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('shows the server’s message on a 401 and lets the user try again', async () => {
    loginEndpoint(() => HttpResponse.json(errorBody(401, AUTH_MESSAGES.invalidCredentials), { status: 401 }));
    const { user, form, email, password, submit, router } = await renderLogin();

    await user.type(email, 'jane.doe@example.org');
    await user.type(password, 'wrong');
    await user.click(submit);

    expect(await form.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getSession().status).toBe('anonymous');
  });

  it('falls back to the spec’s text when the server gives no usable message', async () => {
    loginEndpoint(() => new HttpResponse('oops', { status: 500 }));
    const { user, form, email, password, submit } = await renderLogin();

    await user.type(email, 'jane.doe@example.org');
    await user.type(password, 'whatever');
    await user.click(submit);

    expect(await form.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });
});
