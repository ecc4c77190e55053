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
  const token = await new SignJWT({ pwv: claims.passwordVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, exp };
}

/** The claims of a valid token, or null for anything forged, expired, malformed or not HS256. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.pwv !== 'string') return null;
    return { userId, passwordVersion: payload.pwv };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
