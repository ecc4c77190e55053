import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTACT_EMAIL,
  DEFAULT_SIGNAL_ALARM_RULES,
  MAP_MIN_REPORTS_DEFAULT,
  type SignalAlarmRules,
} from '@outbreak-watch/domain';
import { z } from 'zod';
import {
  generateVapidKeys,
  vapidSigningKey,
  type VapidIdentity,
  type VapidKeys,
} from './modules/push/vapid.js';

/** Where Debian and Ubuntu install Chromium. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; OpenStreetMap contributors';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the server reads (DESIGN.md §4), parsed once. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Outbreak Watch <no-reply@localhost>'),
  MAIL_LOG_LINKS: booleanText.default(false),
  CONTACT_EMAIL: z.email().default(CONTACT_EMAIL),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_DATA: booleanText.optional(),
  MAP_TILE_URL: z.string().default(OSM_TILE_URL),
  MAP_BOUNDARIES_URL: z.string().optional(),
  MAP_MIN_REPORTS: z.coerce.number().int().min(1).max(1000).default(MAP_MIN_REPORTS_DEFAULT),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().min(1).default('false'),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SIGNAL_DETECTION: booleanText.default(true),
  SIGNAL_MIN_COUNT: z.coerce.number().int().min(0).max(1000).default(DEFAULT_SIGNAL_ALARM_RULES.minimumCount),
  SIGNAL_NONZERO_BASELINE: booleanText.default(DEFAULT_SIGNAL_ALARM_RULES.nonZeroBaseline),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { error: 'must start with mailto: or https://' })
    .optional(),
  CHROMIUM_PATH: z.string().optional(),
  EXPORT_SYNC_MAX_ROWS: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  EXPORT_LINK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Development only: without SMTP, also log the first link of each mail (a live reset or verification
   * link). Off by default; the outbox files in DATA_DIR/mail are the way to read mail.
   */
  mailLogLinks: boolean;
  /** Where the contact form's messages go (CONTACT_EMAIL; the address the contact page shows). */
  contactEmail: string;
  admin: { email: string; password: string } | undefined;
  /** undefined: decide at start (true on an empty SQLite database). */
  demoData: boolean | undefined;
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
  mapBoundariesUrl: string | undefined;
  /** Fewer reports than this behind a country's score: the map hatches it ("Few reports"). */
  mapMinReports: number;
  logLevel: string;
  /** Serve the built web app (off in API-only tests). */
  serveWeb: boolean;
  /** Requests per minute per IP for the API as a whole. */
  rateLimitPerMinute: number;
  /** Requests per minute per IP to each sign-in, registration and mail endpoint. */
  authRateLimitPerMinute: number;
  /**
   * Whether X-Forwarded-For is believed: false (the default: the client address is the peer's), true
   * (any peer), or the comma-separated addresses or CIDR ranges of the proxies in front of the server.
   */
  trustProxy: boolean | string;
  /** How long visitors' outbreak answers are reused (0: never). */
  publicCacheSeconds: number;
  /** Above this event-loop delay the server answers 503 instead of queueing more work (0: never). */
  maxEventLoopDelayMs: number;
  /** Run signal detection in the background (on by default; benchmarks compare writes without it). */
  signalDetection: boolean;
  /** The alarm minimum of EARS signals (SIGNAL_MIN_COUNT, SIGNAL_NONZERO_BASELINE). */
  signalAlarmRules: SignalAlarmRules;
  /**
   * The Chromium that renders situation reports as PDF (CHROMIUM_PATH, else /usr/bin/chromium when it
   * exists); null: no PDF download, the page says to print from the browser instead.
   */
  chromiumPath: string | null;
  /**
   * Exports of the outbreak list matching more rows than this are prepared in the background for
   * signed-in users (and refused to visitors) instead of streamed (EXPORT_SYNC_MAX_ROWS).
   */
  exportSyncMaxRows: number;
  /** How long a prepared export's download link works, in hours (EXPORT_LINK_HOURS). */
  exportLinkHours: number;
  /** The key pair that signs push requests (VAPID), generated once into DATA_DIR when not configured. */
  vapid: VapidIdentity;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once at start and fails with a list of everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in EnvSchema.shape && value !== undefined),
  );
  // An empty MAP_TILE_URL is meaningful (no tiles); other empty values mean "unset".
  for (const [key, value] of Object.entries(cleaned)) {
    if (value === '' && key !== 'MAP_TILE_URL') delete cleaned[key];
  }
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    problems.push('JWT_SECRET: required when DATABASE_URL is set (every instance must share it)');
  }
  const secretProblem = e.JWT_SECRET === undefined ? null : weakSecretProblem(e.JWT_SECRET);
  if (secretProblem) problems.push(`JWT_SECRET: ${secretProblem}`);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  } else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const vapidProblem = vapidKeysProblem({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY });
    if (vapidProblem) problems.push(`VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: ${vapidProblem}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const tileUrl = e.MAP_TILE_URL.trim();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'outbreaks.db') },
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailLogLinks: e.MAIL_LOG_LINKS,
    contactEmail: e.CONTACT_EMAIL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA,
    mapTileUrl: tileUrl === '' ? null : tileUrl,
    mapTileAttribution: tileUrl === '' ? null : tileUrl === OSM_TILE_URL ? OSM_ATTRIBUTION : null,
    mapBoundariesUrl: e.MAP_BOUNDARIES_URL,
    mapMinReports: e.MAP_MIN_REPORTS,
    logLevel: e.LOG_LEVEL,
    serveWeb: true,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    signalDetection: e.SIGNAL_DETECTION,
    signalAlarmRules: { minimumCount: e.SIGNAL_MIN_COUNT, nonZeroBaseline: e.SIGNAL_NONZERO_BASELINE },
    exportSyncMaxRows: e.EXPORT_SYNC_MAX_ROWS,
    exportLinkHours: e.EXPORT_LINK_HOURS,
    chromiumPath: e.CHROMIUM_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null),
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddressOf(e.MAIL_FROM)}`,
    },
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
  };
}

/** A signing secret must have at least this many different characters (32 × "a" has one). */
export const MIN_SECRET_DISTINCT_CHARACTERS = 16;

/**
 * Placeholders of READMEs and tutorials (jwt.io's "your-256-bit-secret", "change me", …): a secret that
 * contains one was copied, not generated. Compared on letters and digits only, lower-cased.
 */
const EXAMPLE_SECRET_WORDS = [
  'your256bitsecret',
  'yoursecret',
  'yourjwtsecret',
  'changeme',
  'changethis',
  'replaceme',
  'replacethis',
  'mysecret',
  'supersecret',
  'secretkey',
  'keyboardcat',
  'placeholder',
  'example',
];

/** Why a JWT_SECRET is too weak to sign sessions with, or null. */
export function weakSecretProblem(secret: string): string | null {
  const generate = 'generate one with `openssl rand -base64 48`';
  const distinct = new Set(secret).size;
  if (distinct < MIN_SECRET_DISTINCT_CHARACTERS) {
    return `too little entropy: ${distinct} different character${distinct === 1 ? '' : 's'}, at least ${MIN_SECRET_DISTINCT_CHARACTERS} needed; ${generate}`;
  }
  const flat = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (EXAMPLE_SECRET_WORDS.some((word) => flat.includes(word))) {
    return `looks like an example value, not a secret; ${generate}`;
  }
  return null;
}

/** A single-machine install keeps its signing secret beside its database, created once. */
function readOrCreateSecret(dataDir: string): string {
  return readOrCreateFile(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/** The same for the push (VAPID) key pair: browsers' subscriptions are bound to it. */
function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const text = readOrCreateFile(dataDir, 'vapid-keys.json', () => JSON.stringify(generateVapidKeys()));
  return JSON.parse(text) as VapidKeys;
}

/** Why a configured VAPID key pair cannot sign, or null. */
function vapidKeysProblem(keys: VapidKeys): string | null {
  try {
    vapidSigningKey(keys);
    return null;
  } catch (error) {
    return `${(error as Error).message} (base64url; generate a pair with \`npm run cli -- vapid-keys\`)`;
  }
}

/** `Name <address>` or a bare address: the address. */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** A file in DATA_DIR (mode 0600) made once; when two processes start together, both use the first. */
function readOrCreateFile(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const content = make();
  try {
    writeFileSync(file, `${content}\n`, { mode: 0o600, flag: 'wx' });
    return content;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
