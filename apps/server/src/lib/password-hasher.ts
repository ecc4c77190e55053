import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters (DESIGN.md §2): 19 MiB, two passes, one lane. */
// `algorithm: 2` is Argon2id (the package's enum is a const enum, which isolated modules cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes run at once; the rest wait their turn. A login flood then costs queueing
 * time, not memory (each hash holds 19 MiB).
 */
const MAX_CONCURRENT_HASHES = 4;

let active = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  try {
    return await work();
  } finally {
    active -= 1;
    waiting.shift()?.();
  }
}

/** The PHC string prefix of a hash made with the current parameters; pinned by a test. */
export const PASSWORD_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * Whether a stored hash was made otherwise than the current policy says (an older, weaker `m=4096,t=1`,
 * another variant, or something unreadable): sign-in then stores a new hash of the password it has just
 * verified, so raising the parameters reaches every account that signs in.
 */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(PASSWORD_HASH_PREFIX);
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown email costs the same time as a wrong password
 * (no account enumeration through timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
