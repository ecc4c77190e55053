import { createDecipheriv, createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { webPushContentKeys } from '../modules/push/payload-encryption.js';

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP server standing in for a push service: it keeps every request and answers with the
 * status queued for its path (201 when none is).
 */
export async function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path)?.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The next answers to requests on this path. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a push request as a push service and the browser would: the VAPID token (RFC 8292) is an
 * ES256 JWT signed by the server's public key for the endpoint's origin, and the body decrypts
 * (RFC 8291, aes128gcm) with the browser's private key. Returns the decrypted JSON.
 */
export async function openPush(
  push: ReceivedPush,
  options: { origin: string; vapidPublicKey: string; browser: BrowserKeys },
): Promise<unknown> {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization));
  if (!match) throw new Error(`no VAPID authorization: ${String(push.headers.authorization)}`);
  const [, token, k] = match;
  if (k !== options.vapidPublicKey) throw new Error('the VAPID key is not the server’s');
  const point = Buffer.from(k, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: options.origin, algorithms: ['ES256'] });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
    throw new Error('the VAPID token names no contact');
  }
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');

  const body = push.body;
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const { key: contentKey, nonce } = webPushContentKeys({
    ecdhSecret: options.browser.ecdh.computeSecret(serverPublicKey),
    authSecret: Buffer.from(options.browser.keys.auth, 'base64url'),
    browserPublicKey: options.browser.ecdh.getPublicKey(),
    serverPublicKey,
    salt,
  });
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}
