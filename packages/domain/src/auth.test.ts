import { describe, expect, it } from 'vitest';
import { isTokenExpired, isTokenExpiringSoon, RegisterRequestSchema } from './auth.js';

const now = 1_800_000_000;

describe('token expiry (spec §5)', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['1800000100', true],
    [0, true],
    [-5, true],
    [Number.NaN, true],
    [now - 1, true],
    [now, true],
    [now + 1, false],
  ])('isTokenExpired(%j) is %s', (exp, expired) => {
    expect(isTokenExpired(exp, now)).toBe(expired);
  });

  it('is expiring soon when less than 30 seconds remain', () => {
    expect(isTokenExpiringSoon(now + 29, now)).toBe(true);
    expect(isTokenExpiringSoon(now + 30, now)).toBe(false);
    expect(isTokenExpiringSoon(undefined, now)).toBe(true);
  });
});

describe('RegisterRequestSchema', () => {
  const valid = {
    email: ' Ada@Example.org ',
    password: 'Sturdy-Lantern-42',
    first_name: 'Ada',
    last_name: 'Obi',
  };

  it('defaults the account type to regular and trims', () => {
    const parsed = RegisterRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ email: 'Ada@Example.org', type: 'regular' });
  });

  it.each(['admin', 'super_admin', 'premium', ''])('refuses account type %j', (type) => {
    expect(RegisterRequestSchema.safeParse({ ...valid, type }).success).toBe(false);
  });

  it('refuses unknown fields such as a role', () => {
    expect(RegisterRequestSchema.safeParse({ ...valid, role_id: 1 }).success).toBe(false);
  });
});
