import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { profileErrorMessage } from './profile-error';
import { capitalise, formatLongDate, memberSinceParts, fullName, initials } from './profile-format';

describe('profile formatting', () => {
  it('joins title, first and last name and skips a missing title', () => {
    expect(fullName({ title: 'Dr.', first_name: 'Amara', last_name: 'Okafor' })).toBe('Dr. Amara Okafor');
    expect(fullName({ title: null, first_name: 'Amara', last_name: 'Okafor' })).toBe('Amara Okafor');
    expect(fullName({ title: ' ', first_name: 'Amara', last_name: 'Okafor' })).toBe('Amara Okafor');
  });

  it('makes initials from the first and last name', () => {
    expect(initials({ title: 'Dr.', first_name: 'amara', last_name: 'Okafor' })).toBe('AO');
    expect(initials({ title: null, first_name: 'Émile', last_name: '' })).toBe('É');
    expect(initials({ title: null, first_name: '', last_name: '' })).toBe('?');
  });

  it('capitalises the user type', () => {
    expect(capitalise('premium')).toBe('Premium');
    expect(capitalise('regular')).toBe('Regular');
    expect(capitalise('')).toBe('');
  });

  it('formats dates in the en-US long style', () => {
    expect(formatLongDate('2026-11-21T12:00:00.000Z')).toBe('November 21, 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  it('gives the member-since date with the relative age', () => {
    expect(memberSinceParts('2024-03-03T12:00:00.000Z', new Date(2026, 2, 3, 18))).toEqual([
      'March 3, 2024',
      '2 years ago',
    ]);
    expect(memberSinceParts('unknown', new Date(2026, 2, 3, 18))).toEqual(['unknown']);
  });
});

describe('profileErrorMessage', () => {
  it('names the status of an HTTP error', () => {
    expect(profileErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(
      'Error 500: Internal Server Error',
    );
    expect(profileErrorMessage(new ApiError(503, ''))).toBe('Error 503: Server error');
  });

  it('describes other failures', () => {
    expect(profileErrorMessage(new ApiError(0, 'Could not reach the server.'))).toBe(
      'An error occurred: Could not reach the server.',
    );
    expect(profileErrorMessage(new Error('Failed to fetch profile data'))).toBe(
      'An error occurred: Failed to fetch profile data',
    );
    expect(profileErrorMessage('?')).toBe('An unknown error occurred while fetching the profile.');
  });
});
