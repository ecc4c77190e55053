import { NOTIFICATION_MESSAGES, type Follow, type FollowRequest } from '@outbreak-watch/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startSession } from '../lib/session';
import { createAuthResponse, errorBody } from '../test/auth-fixtures';
import { server } from '../test/server';
import { FOLLOW_TEXT, FollowButton } from './follow-button';

function renderButton({ signedIn = true, verified = true } = {}) {
  if (signedIn) startSession(createAuthResponse({ user: { is_verified: verified } }), { remember: true });
  const router = createMemoryRouter(
    [
      {
        path: '/map',
        element: <FollowButton kind="country" targetId={161} label="Follow Nigeria" />,
      },
      { path: '/auth/login', element: <p>Login form</p> },
    ],
    { initialEntries: ['/map?country=566'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** A follows API over an in-memory list; records what was posted and deleted. */
function serveFollows(initial: Follow[] = []) {
  let follows = initial;
  const calls: string[] = [];
  server.use(
    http.get('/api/follows', () => HttpResponse.json({ follows })),
    http.post('/api/follows', async ({ request }) => {
      const body = (await request.json()) as FollowRequest;
      calls.push(`POST ${body.kind} ${body.target_id}`);
      const created: Follow = { id: 40, ...body, name: 'Nigeria', created_at: '2026-11-21T10:00:00.000Z' };
      follows = [created, ...follows];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('/api/follows/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      follows = follows.filter((follow) => String(follow.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('FollowButton', () => {
  it('follows and unfollows, showing the state as pressed', async () => {
    const calls = serveFollows();
    const { user } = renderButton();

    const button = await screen.findByRole('button', { name: 'Follow Nigeria' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Following');
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).not.toHaveTextContent('Following');
    expect(calls).toEqual(['POST country 161', 'DELETE 40']);
  });

  it('shows what is already followed', async () => {
    serveFollows([
      { id: 9, kind: 'country', target_id: 161, name: 'Nigeria', created_at: '2026-11-01T08:00:00.000Z' },
    ]);
    renderButton();

    const button = await screen.findByRole('button', { name: 'Follow Nigeria' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });

  it('does not mistake another kind with the same id for this one', async () => {
    serveFollows([
      { id: 9, kind: 'disease', target_id: 161, name: 'Measles', created_at: '2026-11-01T08:00:00.000Z' },
    ]);
    renderButton();

    const button = await screen.findByRole('button', { name: 'Follow Nigeria' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server’s message when following fails', async () => {
    serveFollows();
    server.use(
      http.post('/api/follows', () =>
        HttpResponse.json(errorBody(400, 'There is nothing to follow with that id.'), { status: 400 }),
      ),
    );
    const { user } = renderButton();

    const button = await screen.findByRole('button', { name: 'Follow Nigeria' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('There is nothing to follow with that id.');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('is disabled for visitors, with a link to sign in and come back', async () => {
    const calls = serveFollows();
    const { router, user } = renderButton({ signedIn: false });

    expect(await screen.findByRole('button', { name: 'Follow Nigeria' })).toBeDisabled();
    const signIn = screen.getByRole('link', { name: FOLLOW_TEXT.signIn });
    expect(signIn).toHaveAttribute('href', '/auth/login?returnUrl=%2Fmap%3Fcountry%3D566');

    await user.click(signIn);
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnUrl=%2Fmap%3Fcountry%3D566');
    expect(calls).toEqual([]);
  });

  it('is disabled for a member whose address is not verified, saying why', async () => {
    const calls = serveFollows();
    renderButton({ verified: false });

    const button = await screen.findByRole('button', { name: 'Follow Nigeria' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.followNeedsVerification);
    expect(screen.queryByRole('link', { name: FOLLOW_TEXT.signIn })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('follows a UN M49 region by its code', async () => {
    const calls = serveFollows();
    startSession(createAuthResponse(), { remember: true });
    const router = createMemoryRouter(
      [
        {
          path: '/map',
          element: <FollowButton kind="region" targetId={18} label="Follow Southern Africa" />,
        },
      ],
      { initialEntries: ['/map'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Follow Southern Africa' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual(['POST region 18']);
  });
});
