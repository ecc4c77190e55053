import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/profile/me', '/profile/me'],
    ['/reports?page=2#top', '/reports?page=2#top'],
    ['/details/5', '/details/5'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile/me',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth/login',
    '/auth/register?x=1',
  ])('sends %s home', (raw) => {
    expect(safeReturnUrl(raw)).toBe('/');
  });
});

describe('safeReturnUrl after normalisation', () => {
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example'])(
    'refuses %j, which normalises to //',
    (raw) => {
      expect(safeReturnUrl(raw)).toBe('/');
    },
  );
});
