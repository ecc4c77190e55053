import { SECRET_MASK, type AdminDashboard, type AdminSetting } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { listAuditEntries } from '../audit/audit.query.js';

type Db = Kysely<DB>;

/** How many latest audit entries the dashboard shows. */
const DASHBOARD_AUDIT_ENTRIES = 8;

const count = (row: { n: string | number }) => Number(row.n);

/** The work waiting for the team, and what was done last. */
export async function getAdminDashboard(db: Db): Promise<AdminDashboard> {
  const [unconfirmed, unverified, suspended, hidden, audit] = await Promise.all([
    db
      .selectFrom('outbreaks')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('confirmed', '=', false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('is_verified', '=', false)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('is_suspended', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('hidden_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    listAuditEntries(db, { filters: {}, page: 1, limit: DASHBOARD_AUDIT_ENTRIES }),
  ]);
  return {
    unconfirmed_outbreaks: count(unconfirmed),
    unverified_users: count(unverified),
    suspended_users: count(suspended),
    hidden_comments: count(hidden),
    recent_audit: audit.entries,
  };
}

const shown = (value: string | number | boolean | null | undefined): string | null =>
  value === undefined || value === null ? null : String(value);
const masked = (value: string | null | undefined): string | null => (value ? SECRET_MASK : null);

/**
 * The running configuration (DESIGN.md §4), read-only. Secrets, and addresses that may carry
 * credentials, show only whether they are set.
 */
export function listAdminSettings(config: AppConfig): AdminSetting[] {
  const setting = (key: string, description: string, value: string | null, isSecret = false) => ({
    key,
    description,
    value,
    is_secret: isSecret,
  });
  return [
    setting(
      'DATABASE',
      'Database in use',
      config.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite (embedded)',
    ),
    setting(
      'DATABASE_URL',
      'PostgreSQL connection',
      masked(config.database.kind === 'postgres' ? config.database.url : null),
      true,
    ),
    setting('DATA_DIR', 'Data directory', config.dataDir),
    setting('PUBLIC_URL', 'Address used in mails and feeds', config.publicUrl),
    setting('HOST', 'Listening address', config.host),
    setting('PORT', 'Listening port', shown(config.port)),
    setting('JWT_SECRET', 'Token signing secret', masked(config.jwtSecret), true),
    setting('SMTP_URL', 'Mail server', masked(config.smtpUrl), true),
    setting('MAIL_FROM', 'Sender of mails', config.mailFrom),
    setting('ADMIN_EMAIL', 'Super admin ensured at start', shown(config.admin?.email)),
    setting('ADMIN_PASSWORD', 'Its password', masked(config.admin?.password), true),
    setting(
      'DEMO_DATA',
      'Demo data',
      config.demoData === undefined ? 'decided at start' : shown(config.demoData),
    ),
    setting('MAP_TILE_URL', 'Map tiles', config.mapTileUrl ?? 'none (shipped boundaries)'),
    setting('MAP_BOUNDARIES_URL', 'Map boundaries', config.mapBoundariesUrl ?? 'shipped file'),
    setting('MAP_MIN_REPORTS', 'Reports a country needs for a plain map colour', shown(config.mapMinReports)),
    setting('RATE_LIMIT_PER_MINUTE', 'Requests per minute per address', shown(config.rateLimitPerMinute)),
    setting(
      'AUTH_RATE_LIMIT_PER_MINUTE',
      'Sign-in and mail requests per minute per address',
      shown(config.authRateLimitPerMinute),
    ),
    setting('TRUST_PROXY', 'Proxies trusted for client addresses', shown(config.trustProxy)),
    setting(
      'MAX_EVENT_LOOP_DELAY_MS',
      'Event-loop delay that triggers 503s',
      shown(config.maxEventLoopDelayMs),
    ),
    setting('PUBLIC_CACHE_SECONDS', "Visitors' answer cache (seconds)", shown(config.publicCacheSeconds)),
    setting('LOG_LEVEL', 'Log level', config.logLevel),
  ];
}
