import {
  LANGUAGE_STORAGE_KEY,
  type Comment,
  type CommentListResponse,
  type SessionUser,
} from '@outbreak-watch/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { startSession } from '../../lib/session';
import { createAuthResponse, errorBody } from '../../test/auth-fixtures';
import { server } from '../../test/server';
import { CommentsSection } from './comments-section';
import { createComment, createComments } from './test-comments';

/** A comment whose author gave no name, title, affiliation or qualification (spec §9 fallbacks). */
const WITHOUT_AUTHOR_DETAILS = {
  first_name: '',
  last_name: '',
  title: null,
  affiliation: null,
  qualification: null,
} as const;

/** Renders the section of outbreak 5 as on its details page, signed in as `user` when given. */
function renderComments({
  user,
  entry = '/details/5',
}: { user?: Partial<SessionUser>; entry?: string } = {}) {
  if (user) startSession(createAuthResponse({ user }), { remember: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path: '/details/:id', element: <CommentsSection outbreakId={5} /> },
      { path: '/auth/login', element: <p>Login page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

/** Serves the pages in order, recording the page and limit of each request. */
function serveComments(pages: CommentListResponse[]) {
  const requests: string[] = [];
  server.use(
    http.get('/api/outbreaks/5/comments', ({ request }) => {
      const url = new URL(request.url);
      const page = url.searchParams.get('page') ?? '';
      requests.push(`page=${page}&limit=${url.searchParams.get('limit')}`);
      return HttpResponse.json(pages[Number(page) - 1] ?? { comments: [], has_more: false });
    }),
  );
  return requests;
}

const heading = (count: number) =>
  screen.findByRole('heading', { level: 2, name: `Expert Comments (${count})` }, { timeout: 4000 });
const comment = (author: string) => within(screen.getByRole('article', { name: `Comment by ${author}` }));

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('Expert comments', () => {
  it('scrolls to and focuses the comment a notification links to', async () => {
    serveComments([
      {
        comments: [
          createComment({ id: 7, content: 'Newest note' }),
          createComment({ id: 3, content: 'Older note' }),
        ],
        has_more: false,
      },
    ]);
    // The test DOM does not lay out pages; the scroll request is what is checked.
    const scrolled: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.id);
      },
    });
    renderComments({ entry: '/details/5#comment-7' });

    await heading(2);
    const target = document.getElementById('comment-7');
    expect(target).toContainElement(screen.getByText('Newest note'));
    await waitFor(() => expect(target).toHaveFocus());
    expect(scrolled).toEqual(['comment-7']);
    expect(document.getElementById('comment-3')).not.toHaveFocus();
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  it('leaves the focus alone when the address names no loaded comment', async () => {
    serveComments([{ comments: [createComment({ id: 7 })], has_more: false }]);
    renderComments({ entry: '/details/5#comment-99' });

    await heading(1);
    expect(document.getElementById('comment-7')).not.toHaveFocus();
  });

  it('shows each comment with its author, role, Verified badge, time and text', async () => {
    serveComments([
      {
        comments: [
          createComment(),
          createComment({ ...WITHOUT_AUTHOR_DETAILS, id: 2, content: 'Second opinion' }),
        ],
        has_more: false,
      },
    ]);
    renderComments();

    await heading(2);
    const first = comment('Grace Mensah');
    expect(first.getByText('Dr · World Health Organization (WHO)')).toBeInTheDocument();
    expect(first.getByText('Verified')).toBeInTheDocument();
    expect(first.getByText(/^Nov 21, 2026, \d{1,2}:\d{2}\s?[AP]M$/)).toBeInTheDocument();
    expect(
      first.getByText('Water samples from two wells tested positive for Vibrio cholerae O1.'),
    ).toBeInTheDocument();

    // Spec §9 fallbacks; no qualification, no badge.
    const second = comment('You');
    expect(second.getByText('Contributor')).toBeInTheDocument();
    expect(second.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('shows HTML in a comment as text', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    serveComments([{ comments: [createComment({ content: html })], has_more: false }]);
    renderComments();

    await heading(1);
    expect(comment('Grace Mensah').getByText(html)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('loads ten at a time, newest first, with Load more comments', async () => {
    const requests = serveComments([
      { comments: createComments(10, 25), has_more: true },
      { comments: createComments(10, 15), has_more: true },
      { comments: createComments(5, 5), has_more: false },
    ]);
    const { user } = renderComments();

    await heading(10);
    expect(requests).toEqual(['page=1&limit=10']);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await heading(20);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await heading(25);

    expect(requests).toEqual(['page=1&limit=10', 'page=2&limit=10', 'page=3&limit=10']);
    const texts = screen.getAllByText(/^Comment number/).map((element) => element.textContent);
    expect(texts[0]).toBe('Comment number 25');
    expect(texts.at(-1)).toBe('Comment number 1');
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });

  describe('Helpful', () => {
    /** Answers each mark as the server would for a comment others had marked twice. */
    function serveHelpful(status = 200) {
      const calls: string[] = [];
      const answer = (request: Request, params: Record<string, unknown>, mine: boolean) => {
        calls.push(`${request.method} ${String(params.id)}`);
        return status === 200
          ? HttpResponse.json({ helpful_count: mine ? 3 : 2, helped_by_me: mine })
          : HttpResponse.json(errorBody(status, 'Comment not found.'), { status });
      };
      server.use(
        http.put('/api/comments/:id/helpful', ({ request, params }) => answer(request, params, true)),
        http.delete('/api/comments/:id/helpful', ({ request, params }) => answer(request, params, false)),
      );
      return calls;
    }

    it('shows the server count, marks and takes the mark back with aria-pressed', async () => {
      serveComments([{ comments: [createComment({ helpful_count: 2 })], has_more: false }]);
      const calls = serveHelpful();
      const { user } = renderComments({ user: { id: 7 } });

      await heading(1);
      const helpful = comment('Grace Mensah').getByRole('button', { name: 'Helpful (2)' });
      expect(helpful).toHaveAttribute('aria-pressed', 'false');
      await user.click(helpful);
      expect(helpful).toHaveAccessibleName('Helpful (3)');
      expect(helpful).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(calls).toEqual(['PUT 1']));
      helpful.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(calls).toEqual(['PUT 1', 'DELETE 1']));
      expect(helpful).toHaveAccessibleName('Helpful (2)');
      expect(helpful).toHaveAttribute('aria-pressed', 'false');
    });

    it('puts the count back and says so when the server refuses the mark', async () => {
      serveComments([{ comments: [createComment({ helpful_count: 2 })], has_more: false }]);
      serveHelpful(404);
      const { user } = renderComments({ user: { id: 7 } });

      await heading(1);
      await user.click(comment('Grace Mensah').getByRole('button', { name: 'Helpful (2)' }));
      expect(await comment('Grace Mensah').findByRole('alert')).toHaveTextContent('Comment not found.');
      const helpful = comment('Grace Mensah').getByRole('button', { name: 'Helpful (2)' });
      expect(helpful).toHaveAttribute('aria-pressed', 'false');
    });

    it('shows visitors the count and sends them to sign in and back when they press it', async () => {
      serveComments([{ comments: [createComment({ helpful_count: 4 })], has_more: false }]);
      const calls = serveHelpful();
      const { router, user } = renderComments();

      await heading(1);
      await user.click(comment('Grace Mensah').getByRole('button', { name: 'Helpful (4)' }));
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(router.state.location.search).toBe('?returnUrl=%2Fdetails%2F5');
      expect(calls).toEqual([]);
    });

    it("shows an author their own comment's count without a button", async () => {
      serveComments([{ comments: [createComment({ author_id: 7, helpful_count: 5 })], has_more: false }]);
      renderComments({ user: { id: 7 } });

      await heading(1);
      expect(comment('Grace Mensah').getByText('Helpful (5)')).toBeInTheDocument();
      expect(comment('Grace Mensah').queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    });
  });

  it('asks visitors to sign in and come back instead of showing the box', async () => {
    serveComments([{ comments: [], has_more: false }]);
    const { router, user } = renderComments();

    await heading(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Comment' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', `/auth/login?returnUrl=${encodeURIComponent('/details/5')}`);
    await user.click(signIn);
    expect(router.state.location.search).toBe('?returnUrl=%2Fdetails%2F5');
  });

  describe('posting', () => {
    it('keeps Post Comment disabled while the text is blank', async () => {
      serveComments([{ comments: [], has_more: false }]);
      const { user } = renderComments({ user: {} });

      await heading(0);
      const post = screen.getByRole('button', { name: 'Post Comment' });
      expect(post).toBeDisabled();
      await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), '   ');
      expect(post).toBeDisabled();
      await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Seen it too');
      expect(post).toBeEnabled();
    });

    it('puts the new comment first, clears the box, and is disabled while posting', async () => {
      serveComments([{ comments: createComments(2, 2), has_more: false }]);
      const posted: unknown[] = [];
      let release: () => void = () => {};
      server.use(
        http.post('/api/outbreaks/5/comments', async ({ request }) => {
          posted.push(await request.json());
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json(
            createComment({ id: 99, first_name: 'Jane', last_name: 'Doe', content: 'Confirmed by lab.' }),
            { status: 201 },
          );
        }),
      );
      const { user } = renderComments({ user: {} });

      await heading(2);
      const box = screen.getByRole('textbox', { name: 'Add a comment' });
      await user.type(box, 'Confirmed by lab.');
      await user.click(screen.getByRole('button', { name: 'Post Comment' }));

      const busy = await screen.findByRole('button', { name: 'Posting…' });
      expect(busy).toBeDisabled();
      release();

      await heading(3);
      expect(posted).toEqual([{ content: 'Confirmed by lab.' }]);
      expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Comment by Jane Doe');
      expect(box).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();

      // Leaving the cleared box is not an error, and a click elsewhere still lands.
      server.use(
        http.put('/api/comments/99/helpful', () =>
          HttpResponse.json({ helpful_count: 1, helped_by_me: true }),
        ),
      );
      await user.click(comment('Jane Doe').getByRole('button', { name: 'Helpful (0)' }));
      expect(screen.queryByText('Comment cannot be empty.')).not.toBeInTheDocument();
      expect(comment('Jane Doe').getByRole('button', { name: 'Helpful (1)' })).toBeInTheDocument();
    });

    it('refuses a comment over 5,000 characters without sending it', async () => {
      serveComments([{ comments: [], has_more: false }]);
      const posted: unknown[] = [];
      server.use(
        http.post('/api/outbreaks/5/comments', async ({ request }) => {
          posted.push(await request.json());
          return HttpResponse.json(createComment(), { status: 201 });
        }),
      );
      const { user } = renderComments({ user: {} });

      await heading(0);
      await user.click(screen.getByRole('textbox', { name: 'Add a comment' }));
      await user.paste('a'.repeat(5001));
      await user.click(screen.getByRole('button', { name: 'Post Comment' }));

      expect(await screen.findByText('Comment cannot exceed 5,000 characters.')).toBeInTheDocument();
      expect(posted).toEqual([]);
    });

    it("shows the server's message when a post fails", async () => {
      serveComments([{ comments: [], has_more: false }]);
      server.use(
        http.post('/api/outbreaks/5/comments', () =>
          HttpResponse.json(errorBody(403, 'Please verify your email address first.'), { status: 403 }),
        ),
      );
      const { user } = renderComments({ user: { is_verified: false } });

      await heading(0);
      await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Post Comment' }));

      expect(await screen.findByText('Please verify your email address first.')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Hello');
    });

    it("falls back to 'Failed to add comment'", async () => {
      serveComments([{ comments: [], has_more: false }]);
      server.use(http.post('/api/outbreaks/5/comments', () => new HttpResponse(null, { status: 500 })));
      const { user } = renderComments({ user: {} });

      await heading(0);
      await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Post Comment' }));

      expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    });
  });

  it('shows each comment once when a later page overlaps after a post', async () => {
    const first = createComments(10, 20);
    // After a post the server's offsets move by one: page 2 starts with the last comment of page 1.
    const second: Comment[] = [first[9], ...createComments(3, 10)];
    serveComments([
      { comments: first, has_more: true },
      { comments: second, has_more: false },
    ]);
    const { user } = renderComments();

    await heading(10);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await heading(13);
    expect(screen.getAllByText('Comment number 11')).toHaveLength(1);
  });

  it('says quietly that comments could not be loaded, logs it, and retries', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('/api/outbreaks/5/comments', () =>
        fail
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ comments: [createComment()], has_more: false }),
      ),
    );
    const { user } = renderComments();

    expect(await screen.findByText('Comments could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Comments could not be loaded', expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await heading(1);
    await waitFor(() => expect(screen.queryByText('Comments could not be loaded.')).not.toBeInTheDocument());
  });
});

describe('Expert comments in another language', () => {
  it('shows the comments, their fallbacks and the sign-in prompt in French', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serveComments([
      {
        comments: [createComment({ helpful_count: 3 }), createComment({ ...WITHOUT_AUTHOR_DETAILS, id: 2 })],
        has_more: false,
      },
    ]);
    renderComments();

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Commentaires d’experts (2)' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const first = within(screen.getByRole('article', { name: 'Commentaire de Grace Mensah' }));
    expect(first.getByText('Vérifié')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Utile (3)' })).toBeInTheDocument();
    const second = within(screen.getByRole('article', { name: 'Commentaire de Vous' }));
    expect(second.getByText('Contributeur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toBeInTheDocument();
    expect(screen.getByText(/pour ajouter un commentaire d’expert\.$/)).toBeInTheDocument();
  });
});
