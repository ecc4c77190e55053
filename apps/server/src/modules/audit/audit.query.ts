import { Readable } from 'node:stream';
import {
  addDays,
  type AuditFilters,
  type AuditListResponse,
  type AuditLogEntry,
} from '@outbreak-watch/domain';
import { sql, type Kysely } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { csvLine } from '../../lib/csv.js';
import { matchingWords } from '../../db/matching-words.js';

type Db = Kysely<DB>;

/** The target's present name, from the table its type names (null when gone or nameless). */
const targetName = sql<string | null>`coalesce(
  tu.first_name || ' ' || tu.last_name,
  tt.name, ta.name, tq.name, tk.label,
  od.name || ' in ' || oc.name
)`;

/**
 * The log filtered, newest first (ids grow with time), with the actor's name and email and the
 * target's name, joined from the table of its type.
 */
function selectAuditEntries(db: Db, filters: AuditFilters) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .leftJoin('users as tu', (join) =>
      join.onRef('tu.id', '=', 'a.target_id').on('a.target_type', '=', 'user'),
    )
    .leftJoin('titles as tt', (join) =>
      join.onRef('tt.id', '=', 'a.target_id').on('a.target_type', '=', 'title'),
    )
    .leftJoin('affiliations as ta', (join) =>
      join.onRef('ta.id', '=', 'a.target_id').on('a.target_type', '=', 'affiliation'),
    )
    .leftJoin('qualifications as tq', (join) =>
      join.onRef('tq.id', '=', 'a.target_id').on('a.target_type', '=', 'qualification'),
    )
    .leftJoin('assessment_questions as tk', (join) =>
      join.onRef('tk.id', '=', 'a.target_id').on('a.target_type', '=', 'question'),
    )
    .leftJoin('outbreaks as o', (join) =>
      join.onRef('o.id', '=', 'a.target_id').on('a.target_type', '=', 'outbreak'),
    )
    .leftJoin('diseases as od', 'od.id', 'o.disease_id')
    .leftJoin('countries as oc', 'oc.id', 'o.country_id')
    .select([
      'a.id',
      'a.created_at',
      'a.actor_id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.details',
      'a.ip',
      'a.request_id',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
      'u.email as actor_email',
      targetName.as('target_name'),
    ]);
  if (filters.action) q = q.where('a.action', '=', filters.action);
  if (filters.actor_id) q = q.where('a.actor_id', '=', filters.actor_id);
  if (filters.target_type) q = q.where('a.target_type', '=', filters.target_type);
  if (filters.target_id) q = q.where('a.target_id', '=', filters.target_id);
  for (const match of matchingWords(filters.actor, [
    sql<string>`u.first_name || ' ' || u.last_name`,
    sql<string>`u.email`,
  ]))
    q = q.where(match);
  for (const match of matchingWords(filters.target, [targetName, sql<string | null>`tu.email`]))
    q = q.where(match);
  // Calendar days in UTC, both included: timestamps are ISO strings (or timestamptz) on both databases.
  if (filters.from) q = q.where('a.created_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) q = q.where('a.created_at', '<', `${addDays(filters.to, 1)}T00:00:00.000Z`);
  return q.orderBy('a.id', 'desc');
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAuditEntries>['executeTakeFirstOrThrow']>>;

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}

export function presentAuditEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    created_at: row.created_at,
    actor_id: row.actor_id,
    actor_name:
      row.actor_first_name === null ? null : `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim(),
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_name: row.target_name,
    ip: row.ip,
    request_id: row.request_id,
    details: parseDetails(row.details),
  };
}

export async function listAuditEntries(
  db: Db,
  options: { filters: AuditFilters; page: number; limit: number },
): Promise<AuditListResponse> {
  const page = await fetchPage(selectAuditEntries(db, options.filters), options);
  return { entries: page.rows.map(presentAuditEntry), has_more: page.has_more };
}

/** Every action name the log holds, for the filter's choices. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((row) => row.action);
}

const HEADER = [
  'Time',
  'Actor ID',
  'Actor',
  'Actor email',
  'Action',
  'Target type',
  'Target ID',
  'Address',
  'Request ID',
  'Details',
];
const BATCH = 1000;

/**
 * The filtered log as CSV (RFC 4180, formula-safe), newest first, read in keyset batches so memory stays
 * flat however long the log is. Details are the entry's JSON.
 */
export function auditCsv(db: Db, filters: AuditFilters): Readable {
  async function* lines() {
    yield csvLine(HEADER);
    let beforeId: number | undefined;
    for (;;) {
      let query = selectAuditEntries(db, filters);
      if (beforeId !== undefined) query = query.where('a.id', '<', beforeId);
      const rows = await query.limit(BATCH).execute();
      if (rows.length === 0) return;
      yield rows
        .map(presentAuditEntry)
        .map((entry) =>
          csvLine([
            entry.created_at,
            entry.actor_id,
            entry.actor_name,
            entry.actor_email,
            entry.action,
            entry.target_type,
            entry.target_id,
            entry.ip,
            entry.request_id,
            entry.details === null ? null : JSON.stringify(entry.details),
          ]),
        )
        .join('');
      if (rows.length < BATCH) return;
      beforeId = rows[rows.length - 1].id;
    }
  }
  return Readable.from(lines());
}
