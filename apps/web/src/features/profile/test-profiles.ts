import {
  SESSION_STORAGE_KEYS,
  type OwnProfile,
  type Profile,
  type SessionUser,
} from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { createTestUser, renderApp } from '../../test/render-app';

/** A member's profile as `GET /api/profile/{id}` answers it. */
export function createProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 42,
    title: 'Dr.',
    first_name: 'Amara',
    last_name: 'Okafor',
    middle_name: null,
    reporter_email: null,
    qualification: 'Epidemiologist',
    affiliation: 'Nigeria Centre for Disease Control',
    avatar_url: null,
    role_id: 3,
    is_verified: true,
    user_type: 'reporter',
    created_at: '2024-03-03T12:00:00.000Z',
    stats: { reports: 12, verified: 3, comments: 41, tracked: 5 },
    follow_counts: { followers: 4, following: 2 },
    followed_by_me: false,
    ...overrides,
  };
}

/** The signed-in user's own profile as `GET /api/profile/me` answers it. */
export function createOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    ...createProfile({ id: 7, reporter_email: 'amara.okafor@example.org' }),
    is_verified: true,
    created_at: '2024-03-03T12:00:00.000Z',
    notification_settings: {
      email: true,
      push: true,
      new_outbreak_alerts: true,
      status_change_alerts: true,
      comments: true,
      member_activity: true,
      regions: ['North America', 'West Africa'],
      region_codes: [11, 13, 21, 29],
    },
    member_follows: { following: [], followers: [] },
    ...overrides,
  };
}

const FAR_FUTURE_SECONDS = String(Math.floor(Date.UTC(2100, 0, 1) / 1000));

/**
 * Renders the app at `path` with a remembered session whose tokens are far from expiring, so nothing is
 * refreshed while the test runs.
 */
export function renderSignedIn(path: string, user: SessionUser = createTestUser()) {
  localStorage.setItem(SESSION_STORAGE_KEYS.accessTokenExp, FAR_FUTURE_SECONDS);
  localStorage.setItem(SESSION_STORAGE_KEYS.refreshToken, 'test-refresh-token');
  localStorage.setItem(SESSION_STORAGE_KEYS.refreshTokenExp, FAR_FUTURE_SECONDS);
  return { ...renderApp(path, { user }), sessionUser: user };
}

/** A card (a `section` named by its heading), for queries scoped to it. */
export function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The value shown for `term` in a description list inside `container`. */
export function factValue(container: ReturnType<typeof card>, term: string): Element | null {
  return container.getByText(term, { selector: 'dt' }).nextElementSibling;
}
