import { describe, expect, it } from 'vitest';
import { getPageTitle } from './page-title';

describe('getPageTitle', () => {
  it.each([
    ['/', 'Dashboard · Outbreak Watch'],
    ['/map', 'Map · Outbreak Watch'],
    ['/reports', 'Reports · Outbreak Watch'],
    ['/reports/add', 'Report Outbreak · Outbreak Watch'],
    ['/analysis', 'Analysis · Outbreak Watch'],
    ['/information', 'Information · Outbreak Watch'],
    ['/information/', 'Information · Outbreak Watch'],
    ['/contact', 'Contact · Outbreak Watch'],
    ['/profile/me', 'Profile · Outbreak Watch'],
    ['/profile/42', 'Profile · Outbreak Watch'],
  ])('names the active navigation item: %s → %s', (pathname, title) => {
    expect(getPageTitle(pathname)).toBe(title);
  });

  it.each([
    ['/auth/login', 'Login · Outbreak Watch'],
    ['/auth/register', 'Register · Outbreak Watch'],
    ['/auth/forgot-password', 'Forgot password · Outbreak Watch'],
    ['/auth/reset-password', 'Reset password · Outbreak Watch'],
    ['/admin/dashboard', 'Admin Panel · Outbreak Watch'],
    ['/admin/titles/3/edit', 'Admin Panel · Outbreak Watch'],
    ['/details/42', 'Dashboard · Outbreak Watch'],
    ['/no-such-page', 'Dashboard · Outbreak Watch'],
  ])('falls back to the area’s screen name or Dashboard: %s → %s', (pathname, title) => {
    expect(getPageTitle(pathname)).toBe(title);
  });

  it('does not mistake a path that only starts with an item’s path for that item', () => {
    expect(getPageTitle('/mapping')).toBe('Dashboard · Outbreak Watch');
    expect(getPageTitle('/administrators')).toBe('Dashboard · Outbreak Watch');
  });
});
