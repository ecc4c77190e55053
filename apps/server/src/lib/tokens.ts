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
 * The claims of a valid token, or null for anything forged, expired, malformed, not HS256, or without
 * every claim this server puts in (a token without `exp` would never expire).
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
    });
    const userId = Number(payload.sub);
    const { pwv, sid } = payload;
    if (!Number.isInteger(userId) || userId <= 0 || typeof pwv !== 'string' || typeof sid !== 'string') {
      return null;
    }
    return { userId, passwordVersion: pwv, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
