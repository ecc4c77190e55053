import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const OTHER_SECRET = 'another-secret-of-at-least-thirty-two-chars';
const claims = { userId: 7, passwordVersion: '2026-11-01T00:00:00.000Z', sessionId: 'session-1' };

describe('verifyAccessToken', () => {
  it('verifies a token once and answers later checks from memory, until it expires', async () => {
    const issuedAt = Date.now();
    const { token, exp } = await signAccessToken(SECRET, claims, issuedAt);
    expect(await verifyAccessToken(SECRET, token, issuedAt)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token, issuedAt + 60_000)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token, exp * 1000 + 1)).toBeNull();
  });

  it('never lets a token verified under one secret pass under another', async () => {
    const { token } = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(OTHER_SECRET, token)).toBeNull();
  });

  it('refuses a token whose signature was altered, even after the genuine one was verified', async () => {
    const { token } = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    expect(await verifyAccessToken(SECRET, tampered)).toBeNull();
  });
});
