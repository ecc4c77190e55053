import { createECDH, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

/** The server's VAPID identity (RFC 8292): a P-256 key pair, base64url, and who to contact. */
export interface VapidKeys {
  /** Uncompressed point (65 bytes), base64url: what browsers take as applicationServerKey. */
  publicKey: string;
  /** The private scalar d (32 bytes), base64url. */
  privateKey: string;
}

export interface VapidIdentity extends VapidKeys {
  /** A `mailto:` or `https:` address push services may write to about this sender. */
  subject: string;
}

/** How long a VAPID token is good for; RFC 8292 allows at most 24 hours. */
const TOKEN_SECONDS = 12 * 60 * 60;

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  return { publicKey: publicKeyOf(jwk.x!, jwk.y!), privateKey: jwk.d! };
}

function publicKeyOf(x: string, y: string): string {
  return Buffer.concat([Buffer.of(4), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]).toString(
    'base64url',
  );
}

/** The signing key of a pair; throws when the two halves do not belong together or are not P-256. */
export function vapidSigningKey(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const d = Buffer.from(keys.privateKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('the public key must be a 65-byte P-256 point');
  if (d.length !== 32) throw new Error('the private key must be 32 bytes');
  // The public key computed from the private one must be the one given.
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  if (!ecdh.getPublicKey().equals(point))
    throw new Error('the public key does not belong to the private key');
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: keys.privateKey,
    },
  });
  return key;
}

/** The Authorization header of a push request to this endpoint (RFC 8292 §3). */
export async function vapidAuthorization(
  identity: VapidIdentity,
  key: KeyObject,
  endpoint: string,
  now = Date.now(),
): Promise<string> {
  const token = await new SignJWT({ sub: identity.subject })
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(now / 1000) + TOKEN_SECONDS)
    .sign(key);
  return `vapid t=${token}, k=${identity.publicKey}`;
}
