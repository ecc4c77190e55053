import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO 8601 strings on both databases (see database.ts for PostgreSQL's parsers). */
type Timestamp = ColumnType<string, string | undefined, string>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface MetadataTable {
  id: Generated<number>;
  name: string;
  /** Case-folded name: the unique key, so "dr" and "Dr" are one entry on both databases. */
  name_key: string;
  is_custom: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  /** Stored case-folded and trimmed: the unique login key. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  title_id: number | null;
  qualification_id: number | null;
  affiliation_id: number | null;
  role_id: number;
  user_type: string;
  avatar_url: string | null;
  is_verified: ColumnType<boolean, boolean | undefined, boolean>;
  is_suspended: ColumnType<boolean, boolean | undefined, boolean>;
  is_demo: ColumnType<boolean, boolean | undefined, boolean>;
  notify_email: ColumnType<boolean, boolean | undefined, boolean>;
  notify_push: ColumnType<boolean, boolean | undefined, boolean>;
  notify_new_outbreaks: ColumnType<boolean, boolean | undefined, boolean>;
  notify_status_changes: ColumnType<boolean, boolean | undefined, boolean>;
  notify_comments: ColumnType<boolean, boolean | undefined, boolean>;
  /** Comments by the members they follow (migration 0017). */
  notify_member_activity: ColumnType<boolean, boolean | undefined, boolean>;
  /** JSON array of region names; unread since migration 0018 made them region follows. */
  notify_regions: ColumnType<string, string | undefined, string>;
  /** 'immediate' or 'daily' (migration 0009). */
  email_frequency: ColumnType<string, string | undefined, string>;
  password_changed_at: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Set when an admin deleted the account (migration 0005); the row is kept, stripped. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The person's language, a LOCALES code (migration 0027); null: the browser's decides. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CountriesTable {
  id: Generated<number>;
  alpha2: string;
  alpha3: string;
  numeric_code: string;
  name: string;
  region: string | null;
  /** The search index's tokens of the UN M49 areas of `region` (migration 0025; search-index.ts). */
  area_tokens: Generated<string>;
  latitude: number | null;
  longitude: number | null;
}

export interface StatesTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  name_key: string;
  /** ISO 3166-2 code; null for states added by reporters. */
  code: string | null;
  is_custom: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface DiseasesTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  category: string | null;
  agent_type: string;
  description: string | null;
  icd10: string | null;
  is_custom: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface AssessmentQuestionsTable {
  id: Generated<number>;
  question_key: string;
  label: string;
  description: string | null;
  min_value: number;
  max_value: number;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  display_order: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OutbreaksTable {
  id: Generated<number>;
  disease_id: number;
  country_id: number;
  state_id: number | null;
  city: string | null;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  description: string | null;
  source: string | null;
  status: string;
  confirmed: ColumnType<boolean, boolean | undefined, boolean>;
  severity: string;
  risk_level: number;
  severity_score: number;
  transmission_rate: number;
  attack_rate: number;
  survivability: number;
  cases: number;
  deaths: number;
  population_at_risk: number;
  reporter_id: number | null;
  confirmed_by_id: ColumnType<number | null, number | null | undefined, number | null>;
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  is_demo: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /**
   * The folded words of city, description and source (migration 0011), written with them by
   * outbreakSearchText; the search index is built on it (modules/outbreaks/search-index.ts).
   */
  search_text: ColumnType<string, string | undefined, string>;
  /** The import that added it, and its row's key there (migration 0022); null for filed reports. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  import_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** SQLite only (migration 0011): the FTS5 search index; rowid is the list's order key. */
export interface OutbreakSearchTable {
  rowid: number;
  words: string;
  /** FTS5's hidden column of the table's own name, the left side of MATCH. */
  outbreak_search: string;
}

/** SQLite only (migration 0011): every word in the search index, for naming a prefix's words. */
export interface OutbreakSearchTermsTable {
  term: string;
}

export interface OutbreakAnswersTable {
  outbreak_id: number;
  question_id: number;
  question_key: string;
  value: number;
}

export interface CommentsTable {
  id: Generated<number>;
  outbreak_id: number;
  author_id: number;
  content: string;
  is_demo: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  /** Hidden by the moderators (migration 0006): served to admins, and to the author marked hidden. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_by_id: ColumnType<number | null, number | null | undefined, number | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  replaced_by_id: number | null;
  created_at: CreatedAt;
}

/** A signed-in session (migration 0007): its refresh tokens are the family with this id. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: string;
  ended_at: string | null;
}

/** Failures counted per key (an account, an address, a known browser, a mail request). */
export interface ThrottlesTable {
  key: string;
  count: number;
  window_ends_at: string;
  blocked_until: string | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  /** 'verify_email' or 'reset_password'. */
  purpose: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** 'pending', 'sent' or 'failed'. */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
  /** JSON object of extra headers (List-Unsubscribe), migration 0009. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  /** Lower leaves first: 0 transactional, 5 notification, 9 digest (migration 0015). */
  priority: ColumnType<number, number | undefined, number>;
  /** What the message is: 'verification', 'password_reset', 'notification', 'digest'… */
  category: ColumnType<string, string | undefined, string>;
  /** The recipient, when the message is for a known user. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The notification the message carries, if it carries one alone. */
  notification_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A browser's push subscription (migration 0016). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: CreatedAt;
  last_success_at: string | null;
}

/** A push message to one subscription (migration 0016), sent by the push dispatcher. */
export interface PushOutboxTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number | null;
  notification_id: number | null;
  title: string;
  body: string;
  link: string;
  /** 'pending', 'sent', 'failed' or 'gone' (the push service said the subscription no longer exists). */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** The push service's last answer. */
  http_status: number | null;
  next_attempt_at: string;
  created_at: CreatedAt;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  /** JSON object. */
  details: string | null;
  /** Client address of the request that caused it. */
  ip: string | null;
  request_id: string | null;
  created_at: CreatedAt;
}

/** The outbreak summary (migration 0004): counts and full-precision sums per country × disease × period. */
export interface OutbreakStatsTable {
  country_id: number;
  disease_id: number;
  /** First day of the period: an ISO week cut at month ends. */
  period_start: string;
  /** Monday of the period's ISO week. */
  week_start: string;
  status: string;
  severity: string;
  confirmed: boolean;
  outbreaks: number;
  cases: number;
  deaths: number;
  attack_rate_sum: number;
  transmission_rate_sum: number;
  survivability_sum: number;
}

/** The outbreak summary over all time: counts and sums per country × disease × status × severity × confirmation. */
export type OutbreakTotalsTable = Omit<OutbreakStatsTable, 'period_start' | 'week_start'>;

/** One outbreak's counted facts added (+1) or taken away (-1) under a data version (migration 0010). */
export interface OutbreakStatsChangesTable {
  id: Generated<number>;
  version: number;
  sign: number;
  outbreak_id: number;
  country_id: number;
  /** Migration 0012. */
  state_id: number | null;
  city: string | null;
  disease_id: number;
  date: string;
  status: string;
  severity: string;
  confirmed: boolean;
  cases: number;
  /** Migration 0019. */
  deaths: number;
  attack_rate: number;
  transmission_rate: number;
  survivability: number;
}

/** A week whose count exceeded a detection method's threshold (migration 0008). */
/** A flagged series-week: one signal, whatever number of methods flag it (migration 0013). */
export interface SignalWeeksTable {
  id: Generated<number>;
  /** `country:{id}|disease:{id}`, `country:{id}` or `disease:{id}`. */
  series_key: string;
  country_id: number | null;
  disease_id: number | null;
  week_start: string;
  /** 'new', 'under_review', 'verified' or 'discarded'. */
  status: Generated<string>;
  /** Why it was discarded. */
  reason: string | null;
  triaged_by: number | null;
  triaged_at: string | null;
  detected_at: Timestamp;
}

/** One method's alarm on a series-week, over all reports or confirmed ones only; replaced at each run. */
export interface SignalAlarmsTable {
  id: Generated<number>;
  signal_id: number;
  /** 'all' or 'confirmed'. */
  basis: string;
  /** 'reports' or 'cases'. */
  measure: string;
  algorithm: string;
  observed: number;
  expected: number | null;
  threshold: number;
  exceedance: number;
}

/** The outbreaks a verified event concerns. */
export interface SignalWeekOutbreaksTable {
  signal_id: number;
  outbreak_id: number;
}

/** What a user follows (migration 0009; regions since migration 0018). */
export interface FollowsTable {
  id: Generated<number>;
  user_id: number;
  /** 'outbreak', 'disease', 'country' or 'region'. */
  kind: string;
  country_id: number | null;
  disease_id: number | null;
  outbreak_id: number | null;
  /** A UN M49 area's numeric code (migration 0018). */
  region_code: ColumnType<number | null, number | null | undefined, number | null>;
  target_key: string;
  created_at: CreatedAt;
}

/** An in-app notification, also mailed at once or in the daily digest (migration 0009). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  outbreak_id: number | null;
  comment_id: number | null;
  dedupe_key: string;
  title: string;
  body: string;
  link: string;
  created_at: CreatedAt;
  read_at: string | null;
  emailed_at: string | null;
  /** How many events it stands for: a burst of comments on one outbreak is one notification (0015). */
  item_count: ColumnType<number, number | undefined, number>;
  /** When its held e-mail is due (comment window's end, catch-up digest); null when none is held. */
  mail_due_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What the verification team did to an outbreak (migration 0006): its public history. */
export interface OutbreakHistoryTable {
  id: Generated<number>;
  outbreak_id: number;
  /** 'confirmed', 'status_changed' or 'corrected'. */
  kind: string;
  /** The new status of a status change. */
  status: string | null;
  /** JSON array of the corrected facts of a correction. */
  fields: string | null;
  /** The outbreak merged into this one, on a 'merged' line (migration 0014). */
  merged_id: ColumnType<number | null, number | null | undefined, number | null>;
  actor_id: number | null;
  created_at: CreatedAt;
}

/** A removed outbreak's tombstone (migration 0006), kept for the feeds that published it. */
export interface OutbreakRemovalsTable {
  outbreak_id: number;
  country_id: number;
  disease_id: number;
  date: string;
  confirmed: boolean;
  first_sent_at: string;
  reason: string;
  removed_by_id: number | null;
  removed_at: CreatedAt;
  /** JSON: the outbreak as the public saw it. */
  facts: string;
  /** The import it came from (migration 0028); null for a filed report and older tombstones. */
  import_id: ColumnType<number | null, number | null | undefined, never>;
}

/** A merged outbreak (migration 0014): where it went, who merged it, when, and what it said. */
export interface OutbreakMergesTable {
  merged_id: number;
  survivor_id: number;
  merged_by_id: number | null;
  merged_at: CreatedAt;
  /** JSON: the merged outbreak as the verification team saw it, with its answers. */
  facts: string;
}

/** A pair of outbreaks judged not to be duplicates (migration 0014), lower id first. */
export interface OutbreakNotDuplicatesTable {
  low_id: number;
  high_id: number;
  decided_by_id: number | null;
  decided_at: CreatedAt;
}

/** A member following another (migration 0017); nobody follows themself. */
export interface MemberFollowsTable {
  follower_id: number;
  followed_id: number;
  created_at: CreatedAt;
}

/** A member's Helpful mark on a comment (migration 0017), one each. */
export interface CommentHelpfulTable {
  comment_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface UnsubscribeUsesTable {
  token_hash: string;
  used_at: CreatedAt;
}

/** A counter per data set, raised by every write in its transaction: caches and ETags follow it. */
export interface DataVersionsTable {
  name: string;
  version: number;
  updated_at: Timestamp;
}

/** An uploaded file to import, its mapping, state and progress (migration 0022). */
export interface ImportsTable {
  id: Generated<number>;
  filename: string;
  format: string;
  sha256: string;
  size: number;
  content: Buffer;
  state: string;
  /** JSON string[]. */
  headers: string;
  /** JSON string[][]. */
  sample_rows: string;
  row_count: number;
  /** JSON ImportMapping. */
  mapping: string;
  /** JSON ImportCheck. */
  check_result: string | null;
  progress_done: ColumnType<number, number | undefined, number>;
  added: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  duplicates: ColumnType<number, number | undefined, number>;
  refused: ColumnType<number, number | undefined, number>;
  error: string | null;
  lease_until: string | null;
  cancel_requested: ColumnType<boolean, boolean | undefined, boolean>;
  created_by_id: number | null;
  created_at: CreatedAt;
  started_at: string | null;
  finished_at: string | null;
  undone_at: string | null;
}

export interface ImportRefusalsTable {
  id: Generated<number>;
  import_id: number;
  row_number: number;
  column_name: string | null;
  reason: string;
}

export interface ImportMappingsTable {
  id: Generated<number>;
  name: string;
  /** JSON ImportMapping. */
  mapping: string;
  created_by_id: number | null;
  created_at: CreatedAt;
}

export interface SeedMarksTable {
  name: string;
  applied_at: CreatedAt;
}

/** A country's DHIS2 organisation unit (migration 0023). */
export interface Dhis2OrgUnitsTable {
  country_id: number;
  uid: string;
  updated_at: Timestamp;
}

/** A disease's DHIS2 data elements for cases and deaths, with its category option combo (migration 0023). */
export interface Dhis2DataElementsTable {
  disease_id: number;
  cases_uid: string;
  deaths_uid: string | null;
  category_option_combo_uid: string | null;
  updated_at: Timestamp;
}

/** The DHIS2 exchange's settings by name (`data_set`; migration 0023). */
export interface Dhis2SettingsTable {
  name: string;
  value: string;
}

/** A large export prepared in the background (migration 0024). */
export interface ExportJobsTable {
  id: Generated<number>;
  user_id: number;
  format: string;
  filters: string;
  state: ColumnType<string, string | undefined, string>;
  rows: number | null;
  file_name: string | null;
  file_size: number | null;
  error: string | null;
  claimed_until: string | null;
  created_at: CreatedAt;
  finished_at: string | null;
  expires_at: string | null;
}

/** A report's `Idempotency-Key`, once per user (migration 0026). */
export interface OutbreakSubmissionKeysTable {
  user_id: number;
  idempotency_key: string;
  outbreak_id: number | null;
  created_at: CreatedAt;
}

export interface DB {
  titles: MetadataTable;
  qualifications: MetadataTable;
  affiliations: MetadataTable;
  users: UsersTable;
  countries: CountriesTable;
  states: StatesTable;
  diseases: DiseasesTable;
  assessment_questions: AssessmentQuestionsTable;
  outbreaks: OutbreaksTable;
  outbreak_search: OutbreakSearchTable;
  outbreak_search_terms: OutbreakSearchTermsTable;
  outbreak_answers: OutbreakAnswersTable;
  comments: CommentsTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  throttles: ThrottlesTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  audit_log: AuditLogTable;
  outbreak_stats: OutbreakStatsTable;
  outbreak_totals: OutbreakTotalsTable;
  outbreak_stats_changes: OutbreakStatsChangesTable;
  data_versions: DataVersionsTable;
  signal_weeks: SignalWeeksTable;
  signal_alarms: SignalAlarmsTable;
  signal_week_outbreaks: SignalWeekOutbreaksTable;
  follows: FollowsTable;
  notifications: NotificationsTable;
  outbreak_history: OutbreakHistoryTable;
  outbreak_removals: OutbreakRemovalsTable;
  outbreak_merges: OutbreakMergesTable;
  outbreak_not_duplicates: OutbreakNotDuplicatesTable;
  unsubscribe_uses: UnsubscribeUsesTable;
  member_follows: MemberFollowsTable;
  comment_helpful: CommentHelpfulTable;
  seed_marks: SeedMarksTable;
  dhis2_org_units: Dhis2OrgUnitsTable;
  dhis2_data_elements: Dhis2DataElementsTable;
  dhis2_settings: Dhis2SettingsTable;
  export_jobs: ExportJobsTable;
  imports: ImportsTable;
  import_refusals: ImportRefusalsTable;
  import_mappings: ImportMappingsTable;
  outbreak_submission_keys: OutbreakSubmissionKeysTable;
}

/**
 * Columns stored as 0/1 on SQLite that must reach the code as booleans. One list, used by the SQLite
 * boolean plugin; PostgreSQL has a real boolean type.
 */
export const BOOLEAN_COLUMNS = new Set([
  'is_custom',
  'is_verified',
  'is_suspended',
  'is_demo',
  'is_active',
  'confirmed',
  'notify_email',
  'notify_push',
  'notify_new_outbreaks',
  'notify_status_changes',
  'notify_comments',
  'notify_member_activity',
  'cancel_requested',
]);
