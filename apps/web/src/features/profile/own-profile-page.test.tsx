import type { NotificationSettings, OwnProfile } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { findPageHeading, renderApp } from '../../test/render-app';
import { card, createOwnProfile, factValue, renderSignedIn } from './test-profiles';

function serveOwnProfile(profile: OwnProfile = createOwnProfile()) {
  server.use(http.get('/api/profile/me', () => HttpResponse.json(profile)));
}

function serveSave(respond: (settings: NotificationSettings) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/profile/me', async ({ request }) => {
      const body = (await request.json()) as { notification_settings: NotificationSettings };
      bodies.push(body);
      return respond(body.notification_settings);
    }),
  );
  return bodies;
}

describe('Own profile', () => {
  it('shows the follow counts, whom the user follows with Unfollow, and who follows them', async () => {
    const amaka = {
      id: 31,
      title: 'Dr',
      first_name: 'Amaka',
      last_name: 'Eze',
      qualification: 'Virologist',
      affiliation: null,
    };
    const tunde = {
      id: 32,
      title: null,
      first_name: 'Tunde',
      last_name: 'Bello',
      qualification: null,
      affiliation: 'NCDC',
    };
    let followed = [amaka];
    server.use(
      http.get('/api/profile/me', () =>
        HttpResponse.json(
          createOwnProfile({
            follow_counts: { followers: 1, following: followed.length },
            member_follows: { following: followed, followers: [tunde] },
          }),
        ),
      ),
    );
    const unfollowed: string[] = [];
    server.use(
      http.delete('/api/users/:id/follow', ({ params }) => {
        unfollowed.push(String(params.id));
        followed = [];
        return HttpResponse.json({ followed_by_me: false, counts: { followers: 3, following: 0 } });
      }),
    );
    const { user } = renderSignedIn('/profile/me');
    await findPageHeading('Dr. Amara Okafor');

    expect(card('Dr. Amara Okafor').getByTestId('follow-counts')).toHaveTextContent(
      '1 follower · 1 following',
    );
    const people = card('People');
    expect(people.getByRole('heading', { name: 'Following (1)' })).toBeInTheDocument();
    expect(people.getByRole('link', { name: 'Dr Amaka Eze' })).toHaveAttribute('href', '/profile/31');
    expect(people.getByText('Virologist')).toBeInTheDocument();
    expect(people.getByRole('link', { name: 'Tunde Bello' })).toHaveAttribute('href', '/profile/32');
    expect(people.queryByRole('button', { name: 'Unfollow Tunde Bello' })).not.toBeInTheDocument();

    await user.click(people.getByRole('button', { name: 'Unfollow Dr Amaka Eze' }));
    expect(unfollowed).toEqual(['31']);
    expect(await people.findByText(/You do not follow anyone yet/)).toBeInTheDocument();
    expect(card('Dr. Amara Okafor').getByTestId('follow-counts')).toHaveTextContent(
      '1 follower · 0 following',
    );
  });

  it('shows the user’s details, badges and real activity counts', async () => {
    serveOwnProfile(createOwnProfile({ user_type: 'premium', created_at: '2025-11-21T12:00:00.000Z' }));
    renderSignedIn('/profile/me');

    await findPageHeading('Dr. Amara Okafor');
    const summary = card('Dr. Amara Okafor');
    expect(summary.getByTestId('profile-initials')).toHaveTextContent('AO');
    expect(summary.getByText('amara.okafor@example.org')).toBeInTheDocument();
    expect(summary.getByText('Verified')).toBeInTheDocument();
    expect(summary.getByText('Premium')).toBeInTheDocument();
    expect(summary.queryByText('Unverified')).not.toBeInTheDocument();
    expect(factValue(summary, 'Qualification')).toHaveTextContent('Epidemiologist');
    expect(factValue(summary, 'Affiliation')).toHaveTextContent('Nigeria Centre for Disease Control');
    expect(factValue(summary, 'Joined')).toHaveTextContent('November 21, 2025');
    expect(factValue(summary, 'Status')).toHaveTextContent('Active');

    const activity = card('Activity');
    expect(factValue(activity, 'Reports submitted')).toHaveTextContent('12');
    expect(factValue(activity, 'Reports verified')).toHaveTextContent('3');
    expect(factValue(activity, 'Comments')).toHaveTextContent('41');
    expect(factValue(activity, 'Tracked')).toHaveTextContent('5');
    expect(activity.getAllByRole('definition')).toHaveLength(4);
    expect(document.title).toBe('Profile · Outbreak Watch');
  });

  it('shows the picture when there is one, Unverified, and Not specified for missing details', async () => {
    serveOwnProfile(
      createOwnProfile({
        avatar_url: '/avatars/7.png',
        is_verified: false,
        qualification: null,
        affiliation: '',
        title: null,
      }),
    );
    renderSignedIn('/profile/me');

    await findPageHeading('Amara Okafor');
    const summary = card('Amara Okafor');
    expect(summary.getByRole('presentation')).toHaveAttribute('src', '/avatars/7.png');
    expect(summary.queryByTestId('profile-initials')).not.toBeInTheDocument();
    expect(summary.getByText('Unverified')).toBeInTheDocument();
    expect(summary.queryByText('Verified')).not.toBeInTheDocument();
    expect(summary.queryByText('Premium')).not.toBeInTheDocument();
    expect(factValue(summary, 'Qualification')).toHaveTextContent('Not specified');
    expect(factValue(summary, 'Affiliation')).toHaveTextContent('Not specified');
  });

  it('shows the stored notification settings, all on by default', async () => {
    serveOwnProfile();
    renderSignedIn('/profile/me');
    await findPageHeading('Dr. Amara Okafor');

    const settings = card('Notification settings');
    for (const label of [
      'Email notifications',
      'Push notifications',
      'New outbreak alerts',
      'Status change alerts',
      'Comment notifications',
      'Comments by people I follow',
    ]) {
      expect(settings.getByRole('checkbox', { name: label })).toBeChecked();
    }
    // Every UN M49 area is offered, grouped by region; the stored ones are checked.
    const regionNames = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Antarctica'];
    for (const name of regionNames) {
      expect(settings.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(within(settings.getByRole('group', { name: 'Americas' })).getAllByRole('checkbox')).toHaveLength(
      6,
    );
    const regions = within(settings.getByRole('group', { name: 'Regions' }));
    const checked = regions.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Western Africa',
      'Caribbean',
      'Central America',
      'Northern America',
    ]);
    expect(settings.getByRole('checkbox', { name: 'Southern Africa' })).not.toBeChecked();
  });

  it('saves all seven settings, disabled while saving, then says so', async () => {
    serveOwnProfile();
    const bodies = serveSave(async (settings) => {
      await delay(50);
      return HttpResponse.json(createOwnProfile({ notification_settings: settings }));
    });
    const { user } = renderSignedIn('/profile/me');
    await findPageHeading('Dr. Amara Okafor');

    const settings = card('Notification settings');
    await user.click(settings.getByRole('checkbox', { name: 'Push notifications' }));
    await user.click(settings.getByRole('checkbox', { name: 'Status change alerts' }));
    await user.click(settings.getByRole('checkbox', { name: 'Europe' }));
    // North America of spec §9 is three M49 areas: without the Caribbean it is no longer named.
    await user.click(settings.getByRole('checkbox', { name: 'Caribbean' }));
    await user.click(settings.getByRole('checkbox', { name: 'Comments by people I follow' }));
    const save = settings.getByRole('button', { name: 'Save settings' });
    await user.click(save);

    expect(save).toBeDisabled();
    expect(settings.getByRole('checkbox', { name: 'Email notifications' })).toBeDisabled();
    expect(await settings.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(bodies).toEqual([
      {
        notification_settings: {
          email: true,
          push: false,
          new_outbreak_alerts: true,
          status_change_alerts: false,
          comments: true,
          member_activity: false,
          regions: ['Europe', 'West Africa'],
          region_codes: [11, 13, 21, 150],
        },
      },
    ]);
    expect(settings.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked();
    expect(settings.getByRole('checkbox', { name: 'Europe' })).toBeChecked();

    await user.click(settings.getByRole('checkbox', { name: 'Comment notifications' }));
    expect(settings.queryByText('Notification settings saved.')).not.toBeInTheDocument();
  });

  it('shows the server’s message when saving fails and keeps the choices', async () => {
    serveOwnProfile();
    serveSave(() =>
      HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: 'Choose each region at most once.' },
        { status: 400 },
      ),
    );
    const { user } = renderSignedIn('/profile/me');
    await findPageHeading('Dr. Amara Okafor');

    const settings = card('Notification settings');
    await user.click(settings.getByRole('checkbox', { name: 'Push notifications' }));
    await user.click(settings.getByRole('button', { name: 'Save settings' }));

    expect(await settings.findByText('Choose each region at most once.')).toBeInTheDocument();
    expect(settings.queryByText('Notification settings saved.')).not.toBeInTheDocument();
    expect(settings.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked();
    expect(settings.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('shows a spinner, then the error with Retry, and Retry loads the profile', async () => {
    let calls = 0;
    server.use(
      http.get('/api/profile/me', async () => {
        calls += 1;
        await delay(20);
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
              { status: 500 },
            )
          : HttpResponse.json(createOwnProfile());
      }),
    );
    const { user } = renderSignedIn('/profile/me');

    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error 500: Internal Server Error');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findPageHeading('Dr. Amara Okafor');
    expect(calls).toBe(2);
    expect(screen.queryByText('Error 500: Internal Server Error')).not.toBeInTheDocument();
  });

  it('describes a failure without an HTTP status', async () => {
    server.use(http.get('/api/profile/me', () => HttpResponse.error()));
    renderSignedIn('/profile/me');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred: Could not reach the server. Check your connection and try again.',
    );
  });

  it('sends a visitor who is not signed in to the login form and back afterwards', async () => {
    const { router } = renderApp('/profile/me');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/profile/me');
  });
});
