import type { Profile } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, findPageHeading } from '../../test/render-app';
import { server } from '../../test/server';
import { card, createProfile, factValue, renderSignedIn } from './test-profiles';

function serveProfile(profile: Profile = createProfile()) {
  const requested: string[] = [];
  server.use(
    http.get('/api/profile/:id', ({ params }) => {
      requested.push(String(params.id));
      return HttpResponse.json({ status: 'success', user: profile });
    }),
  );
  return requested;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Public profile', () => {
  it('shows the member’s name, badges and facts, without an email the viewer may not see', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 3, 15));
    const requested = serveProfile(createProfile({ user_type: 'premium' }));
    renderSignedIn('/profile/42');

    await findPageHeading('Dr. Amara Okafor');
    expect(requested).toEqual(['42']);
    const summary = card('Dr. Amara Okafor');
    expect(summary.getByTestId('profile-initials')).toHaveTextContent('AO');
    expect(summary.getByText('Verified')).toBeInTheDocument();
    expect(summary.getByText('Epidemiologist')).toHaveTextContent('Qualification: Epidemiologist');
    expect(summary.getAllByText('Premium')).toHaveLength(2);
    expect(factValue(summary, 'Member Since')).toHaveTextContent('March 3, 2024 · 2 years ago');
    expect(factValue(summary, 'Affiliation')).toHaveTextContent('Nigeria Centre for Disease Control');
    expect(factValue(summary, 'User type')).toHaveTextContent('Premium');
    expect(factValue(summary, 'Status')).toHaveTextContent('Active');

    expect(screen.queryByText(/@example\.org/)).not.toBeInTheDocument();
    expect(summary.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    expect(summary.getByRole('button', { name: 'Message' })).toBeDisabled();
    expect(summary.getByRole('button', { name: 'Message' })).toHaveAccessibleDescription(
      'Messaging is available to the verification team',
    );
    expect(screen.queryByRole('link', { name: 'Edit your notification settings' })).not.toBeInTheDocument();
  });

  it('shows the email and a Message link when the answer carries the email', async () => {
    serveProfile(createProfile({ reporter_email: 'amara.okafor@example.org' }));
    renderSignedIn('/profile/42', createTestUser({ role_id: 2 }));

    await findPageHeading('Dr. Amara Okafor');
    const summary = card('Dr. Amara Okafor');
    expect(summary.getByText('amara.okafor@example.org')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      'mailto:amara.okafor@example.org',
    );
    expect(screen.queryByText('Messaging is available to the verification team')).not.toBeInTheDocument();
  });

  it('says Not specified for a missing affiliation and capitalises the user type', async () => {
    serveProfile(createProfile({ affiliation: null, qualification: null, is_verified: false }));
    renderSignedIn('/profile/42');

    await findPageHeading('Dr. Amara Okafor');
    const summary = card('Dr. Amara Okafor');
    expect(factValue(summary, 'Affiliation')).toHaveTextContent('Not specified');
    expect(factValue(summary, 'User type')).toHaveTextContent('Reporter');
    expect(summary.queryByText('Verified')).not.toBeInTheDocument();
    expect(summary.queryByText('Premium')).not.toBeInTheDocument();

    const about = card('About');
    expect(about.getByText('No professional information given.')).toBeInTheDocument();
    expect(about.queryByText('Status', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('has an About card with professional information and account details', async () => {
    serveProfile();
    renderSignedIn('/profile/42');

    await findPageHeading('Dr. Amara Okafor');
    const about = card('About');
    expect(about.getByRole('heading', { level: 3, name: 'Professional information' })).toBeInTheDocument();
    expect(about.getByRole('heading', { level: 3, name: 'Account details' })).toBeInTheDocument();
    expect(factValue(about, 'Qualification')).toHaveTextContent('Epidemiologist');
    expect(factValue(about, 'Affiliation')).toHaveTextContent('Nigeria Centre for Disease Control');
    expect(factValue(about, 'Member since')).toHaveTextContent('March 3, 2024');
    expect(factValue(about, 'User type')).toHaveTextContent('Reporter');
    expect(factValue(about, 'Status')).toHaveTextContent('Verified');
  });

  it('shows the real contribution counts with their captions', async () => {
    serveProfile(createProfile({ stats: { reports: 1280, verified: 0, comments: 7, tracked: null } }));
    renderSignedIn('/profile/42');

    await findPageHeading('Dr. Amara Okafor');
    const contributions = card('Contributions');
    expect(factValue(contributions, 'Outbreak reports submitted')).toHaveTextContent('1,280');
    expect(factValue(contributions, 'Outbreaks verified')).toHaveTextContent('0');
    expect(factValue(contributions, 'Discussion contributions')).toHaveTextContent('7');
  });

  it("leaves out another member's account details and counts when the server withholds them", async () => {
    serveProfile(
      createProfile({
        user_type: null,
        role_id: null,
        is_verified: null,
        created_at: null,
        stats: { reports: null, verified: null, comments: 7, tracked: null },
      }),
    );
    renderSignedIn('/profile/42');

    await findPageHeading('Dr. Amara Okafor');
    expect(factValue(card('Contributions'), 'Discussion contributions')).toHaveTextContent('7');
    expect(screen.queryByText('Outbreak reports submitted')).not.toBeInTheDocument();
    expect(screen.queryByText('Outbreaks verified')).not.toBeInTheDocument();
    expect(screen.queryByText('User type')).not.toBeInTheDocument();
    expect(screen.queryByText(/Member since/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account details' })).not.toBeInTheDocument();
    expect(factValue(card('About'), 'Qualification')).toHaveTextContent('Epidemiologist');
  });

  it('follows through the server, shows the stored state and counts, and is keyboard usable', async () => {
    serveProfile(createProfile({ followed_by_me: false, follow_counts: { followers: 4, following: 2 } }));
    const calls: string[] = [];
    server.use(
      http.put('/api/users/:id/follow', ({ params }) => {
        calls.push(`PUT ${String(params.id)}`);
        return HttpResponse.json({ followed_by_me: true, counts: { followers: 5, following: 2 } });
      }),
      http.delete('/api/users/:id/follow', ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        return HttpResponse.json({ followed_by_me: false, counts: { followers: 4, following: 2 } });
      }),
    );
    const { user } = renderSignedIn('/profile/42');
    await findPageHeading('Dr. Amara Okafor');
    const summary = card('Dr. Amara Okafor');
    expect(summary.getByTestId('follow-counts')).toHaveTextContent('4 followers · 2 following');

    const follow = summary.getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    follow.focus();
    await user.keyboard('{Enter}');
    expect(await summary.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(summary.getByTestId('follow-counts')).toHaveTextContent('5 followers · 2 following');
    await user.click(summary.getByRole('button', { name: 'Following' }));
    expect(await summary.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual(['PUT 42', 'DELETE 42']);
  });

  it('shows a member already followed as Following, and the server’s message when following fails', async () => {
    serveProfile(createProfile({ followed_by_me: true }));
    server.use(
      http.delete('/api/users/:id/follow', () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'User not found.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderSignedIn('/profile/42');
    await findPageHeading('Dr. Amara Okafor');
    const following = screen.getByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    await user.click(following);
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the signed-in user’s own public profile to their notification settings', async () => {
    serveProfile(createProfile({ id: 7, reporter_email: 'jane.doe@example.org' }));
    renderSignedIn('/profile/7');

    await findPageHeading('Dr. Amara Okafor');
    expect(screen.getByRole('link', { name: 'Edit your notification settings' })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    // Nobody follows themself.
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('says clearly that there is no such member on a 404, without a Retry that cannot help', async () => {
    let calls = 0;
    server.use(
      http.get('/api/profile/:id', () => {
        calls += 1;
        return HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'User not found.' },
          { status: 404 },
        );
      }),
    );
    renderSignedIn('/profile/999');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Member not found')).toBeInTheDocument();
    expect(within(alert).getByText('User not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    expect(calls).toBe(1);
  });

  it('treats an id the server refuses (400) as no such member', async () => {
    server.use(
      http.get('/api/profile/:id', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Invalid value' },
          { status: 400 },
        ),
      ),
    );
    renderSignedIn('/profile/abc');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Member not found')).toBeInTheDocument();
    expect(within(alert).getByText('User not found.')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows other failures with their status, and Retry loads the profile', async () => {
    let calls = 0;
    server.use(
      http.get('/api/profile/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable.' },
              { status: 503 },
            )
          : HttpResponse.json({ status: 'success', user: createProfile() });
      }),
    );
    const { user } = renderSignedIn('/profile/42');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error 503: The database is unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findPageHeading('Dr. Amara Okafor');
  });

  it('treats an answer that is not a success as a failure', async () => {
    server.use(http.get('/api/profile/:id', () => HttpResponse.json({ status: 'error' })));
    renderSignedIn('/profile/42');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred: Failed to fetch profile data',
    );
  });

  it('asks for a user id when the id is blank, without calling the API', async () => {
    const requested = serveProfile();
    renderSignedIn('/profile/%20');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User ID is required');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
