import { createCipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';

/** One record holds the whole message; push services accept at most 4096 bytes of body. */
const RECORD_SIZE = 4096;
const TAG_BYTES = 16;
/** Salt, record size, key id length and the 65-byte key id (RFC 8188 §2.1). */
const HEADER_BYTES = 16 + 4 + 1 + 65;
/** The most plaintext one record carries: the record less its tag and the final-record delimiter. */
export const MAX_PUSH_PLAINTEXT_BYTES = RECORD_SIZE - HEADER_BYTES - TAG_BYTES - 1;

const text = (value: string) => Buffer.from(value, 'latin1');
const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * The content key and nonce of a Web Push message (RFC 8291 §3.4 and RFC 8188 §2.2), from the ECDH secret
 * of the two P-256 keys, the browser's auth secret and the message's salt. Encryption and decryption
 * derive the same two values.
 */
export function webPushContentKeys(input: {
  ecdhSecret: Buffer;
  authSecret: Buffer;
  browserPublicKey: Buffer;
  serverPublicKey: Buffer;
  salt: Buffer;
}): { key: Buffer; nonce: Buffer } {
  const keyInfo = Buffer.concat([text('WebPush: info\0'), input.browserPublicKey, input.serverPublicKey]);
  const ikm = hkdf(input.ecdhSecret, input.authSecret, keyInfo, 32);
  return {
    key: hkdf(ikm, input.salt, text('Content-Encoding: aes128gcm\0'), 16),
    nonce: hkdf(ikm, input.salt, text('Content-Encoding: nonce\0'), 12),
  };
}

/**
 * Encrypts a push message for one browser (RFC 8291, "aes128gcm" content coding of RFC 8188): a fresh
 * ECDH key pair and salt per message, one record. Only the browser holding the subscription's private
 * key can read it; the push service cannot.
 */
export function encryptPushPayload(
  plaintext: Buffer,
  subscription: { p256dh: string; auth: string },
  /** Fixed salt and sender key pair: only for reproducing the RFC's example. */
  fixed: { salt?: Buffer; senderKeys?: ECDH } = {},
): Buffer {
  if (plaintext.length > MAX_PUSH_PLAINTEXT_BYTES) throw new Error('push payload too large');
  const browserPublicKey = Buffer.from(subscription.p256dh, 'base64url');
  const ecdh = fixed.senderKeys ?? createECDH('prime256v1');
  const serverPublicKey = fixed.senderKeys ? ecdh.getPublicKey() : ecdh.generateKeys();
  const salt = fixed.salt ?? randomBytes(16);
  const { key, nonce } = webPushContentKeys({
    ecdhSecret: ecdh.computeSecret(browserPublicKey),
    authSecret: Buffer.from(subscription.auth, 'base64url'),
    browserPublicKey,
    serverPublicKey,
    salt,
  });
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  // 0x02 marks the last (only) record; no padding.
  const body = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.of(2)])), cipher.final()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverPublicKey.length, 20);
  return Buffer.concat([header, serverPublicKey, body, cipher.getAuthTag()]);
}
