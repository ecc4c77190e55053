import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOKEN_LIFETIME } from '@outbreak-watch/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'outbreak-watch';
const AUDIENCE = 'outbreak-watch-api';

/** A 256-bit random token for links and refresh tokens; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface AccessClaims {
  userId: number;
  /** The user's password_changed_at when the token was issued: a password change voids older tokens. */
  passwordVersion: string;
  /** The session it belongs to: ending the session voids the token at once. */
  sessionId: string;
}

export interface SignedAccessToken {
  token: string;
  exp: number;
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now = Date.now(),
): Promise<SignedAccessToken> {
  const iat = Math.floor(now / 1000);
  const exp = iat + TOKEN_LIFETIME.access;
  const token = await new SignJWT({ pwv: claims.passwordVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, exp };
}

/**
 * Tokens this process has verified, with their claims, until they expire. A signed-in user presents the
 * same access token for up to 15 minutes; checking its HMAC once rather than on every request keeps
 * each request off the thread pool that Web Crypto runs on. Only tokens that verified enter it.
 */
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; expMs: number }>();
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The claims of a valid token, or null for anything forged, expired, malformed, not HS256, or without
 * every claim this server puts in (a token without `exp` would never expire).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<AccessClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    if (known.expMs > now) return known.claims;
    verifiedTokens.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    const { pwv, sid } = payload;
    if (!Number.isInteger(userId) || userId <= 0 || typeof pwv !== 'string' || typeof sid !== 'string') {
      return null;
    }
    const claims = { userId, passwordVersion: pwv, sessionId: sid };
    // The oldest entry makes room: Map keeps insertion order.
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX)
      verifiedTokens.delete(verifiedTokens.keys().next().value!);
    verifiedTokens.set(token, { secret, claims, expMs: payload.exp! * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
