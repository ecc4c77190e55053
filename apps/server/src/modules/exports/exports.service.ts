import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  EXPORT_FORMAT_FILES,
  EXPORT_LIST_LIMIT,
  EXPORT_MESSAGES,
  ExportFormatSchema,
  listFilterInWords,
  m49Area,
  OutbreakFiltersSchema,
  type ExportFormat,
  type ExportJob,
  type ExportJobState,
  type OutbreakFilters,
} from '@outbreak-watch/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ExportJobsTable } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { translator } from '../../lib/i18n.js';
import type { AuthUser } from '../../plugins/auth.js';
import { NOTICE_MESSAGES as N } from '../notifications/messages.js';
import { notifyUsers, type NotifyContext } from '../notifications/notify.service.js';
import { exportRecords, type ExportRecord } from '../outbreaks/export-columns.js';
import { countOutbreaks } from '../outbreaks/outbreak-count.js';
import { exportFile, exportFileInfo } from '../outbreaks/outbreak-exports.js';
import { exportDownloadPath, readExportToken } from './export-tokens.js';

const HOUR_MS = 3_600_000;

/** What exports need of the configuration. */
export interface ExportSettings {
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  exportSyncMaxRows: number;
  exportLinkHours: number;
}

/** Where prepared files are written: DATA_DIR/exports. */
export const exportsDir = (settings: Pick<ExportSettings, 'dataDir'>) =>
  path.join(settings.dataDir, 'exports');

/** The filter in words, with the disease's, country's and area's names. */
export async function filterWordsOf(db: Kysely<DB>, filters: OutbreakFilters): Promise<string> {
  const [disease, country, file] = await Promise.all([
    filters.disease_id === undefined
      ? undefined
      : db.selectFrom('diseases').select('name').where('id', '=', filters.disease_id).executeTakeFirst(),
    filters.country_id === undefined
      ? undefined
      : db.selectFrom('countries').select('name').where('id', '=', filters.country_id).executeTakeFirst(),
    filters.import === undefined
      ? undefined
      : db.selectFrom('imports').select('filename').where('id', '=', filters.import).executeTakeFirst(),
  ]);
  return listFilterInWords(filters, {
    disease: disease?.name,
    country: country?.name,
    region: filters.region === undefined ? undefined : m49Area(filters.region)?.name,
    import: file?.filename,
  });
}

/** The file of an export now, as the answer streams it. */
async function exportStream(
  db: Kysely<DB>,
  settings: ExportSettings,
  format: ExportFormat,
  filters: OutbreakFilters,
  viewer: AuthUser | null,
  records: AsyncIterable<ExportRecord[]> = exportRecords(db, { filters, viewer }),
): Promise<Readable> {
  return exportFile(format, records, {
    about: { filter: await filterWordsOf(db, filters), generatedAt: new Date() },
    publicUrl: settings.publicUrl,
  });
}

export type ExportAnswer =
  { kind: 'file'; stream: Readable; contentType: string; fileName: string } | { kind: 'job'; job: ExportJob };

/**
 * An export of the filtered list: streamed now when it matches at most EXPORT_SYNC_MAX_ROWS rows;
 * otherwise a job for a signed-in user (prepared in the background, `kick` starts the runner), and a
 * 413 for a visitor, whose file nobody could be told about.
 */
export async function requestExport(
  db: Kysely<DB>,
  settings: ExportSettings,
  options: { format: ExportFormat; filters: OutbreakFilters; viewer: AuthUser | null; kick: () => void },
): Promise<ExportAnswer> {
  const { format, filters, viewer } = options;
  const max = settings.exportSyncMaxRows;
  const total = await countOutbreaks(db, filters, max);
  if (!total.more && total.count <= max) {
    return {
      kind: 'file',
      stream: await exportStream(db, settings, format, filters, viewer),
      ...exportFileInfo(format),
    };
  }
  const rows = total.more ? null : total.count;
  if (viewer === null) throw new HttpError(413, EXPORT_MESSAGES.tooLargeForVisitors(rows, max));
  const job = await db
    .insertInto('export_jobs')
    .values({ user_id: viewer.id, format, filters: JSON.stringify(filters), rows })
    .returningAll()
    .executeTakeFirstOrThrow();
  options.kick();
  return { kind: 'job', job: await presentJob(db, settings, job) };
}

type JobRow = Selectable<ExportJobsTable>;

const filtersOf = (job: JobRow): OutbreakFilters => OutbreakFiltersSchema.parse(JSON.parse(job.filters));

/** A job's state as its owner sees it: a ready file past its expiry is expired, purged or not. */
function stateOf(job: JobRow, now: number): ExportJobState {
  if (job.state === 'ready' && job.expires_at !== null && Date.parse(job.expires_at) <= now) return 'expired';
  return ExportFormatSchema.safeParse(job.format).success ? (job.state as ExportJobState) : 'failed';
}

async function presentJob(
  db: Kysely<DB>,
  settings: ExportSettings,
  job: JobRow,
  now = Date.now(),
): Promise<ExportJob> {
  const state = stateOf(job, now);
  return {
    id: job.id,
    state,
    format: job.format as ExportFormat,
    filter: await filterWordsOf(db, filtersOf(job)),
    rows: job.rows,
    size_bytes: job.file_size,
    created_at: job.created_at,
    finished_at: job.finished_at,
    expires_at: job.expires_at,
    download_url:
      state === 'ready' && job.expires_at !== null
        ? exportDownloadPath(settings.jwtSecret, job.id, job.expires_at)
        : null,
    error: job.error,
  };
}

/** One of the user's own exports; anyone else's is the same 404 as a missing one. */
export async function getExportJob(
  db: Kysely<DB>,
  settings: ExportSettings,
  userId: number,
  id: number,
): Promise<ExportJob> {
  const job = await db
    .selectFrom('export_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!job) throw new HttpError(404, EXPORT_MESSAGES.notFound);
  return presentJob(db, settings, job);
}

/** The user's newest exports. */
export async function listExportJobs(
  db: Kysely<DB>,
  settings: ExportSettings,
  userId: number,
): Promise<ExportJob[]> {
  const jobs = await db
    .selectFrom('export_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EXPORT_LIST_LIMIT)
    .execute();
  return Promise.all(jobs.map((job) => presentJob(db, settings, job)));
}

/**
 * A prepared file for its signed link: 404 for no such job, 403 for a token this server did not make for
 * it, 410 once the link has expired (or the file was purged).
 */
export async function openExportDownload(
  db: Kysely<DB>,
  settings: ExportSettings,
  id: number,
  token: string,
  now = Date.now(),
): Promise<{ stream: Readable; contentType: string; fileName: string; size: number }> {
  const job = await db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!job) throw new HttpError(404, EXPORT_MESSAGES.notFound);
  const expiresAt = readExportToken(settings.jwtSecret, id, token);
  if (expiresAt === null) throw new HttpError(403, EXPORT_MESSAGES.badToken);
  if (expiresAt <= now || stateOf(job, now) === 'expired') throw new HttpError(410, EXPORT_MESSAGES.expired);
  if (job.state !== 'ready' || job.file_name === null) throw new HttpError(404, EXPORT_MESSAGES.notReady);
  const file = path.join(exportsDir(settings), job.file_name);
  const size = await stat(file).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw new HttpError(410, EXPORT_MESSAGES.expired);
  const format = job.format as ExportFormat;
  return {
    stream: createReadStream(file),
    ...exportFileInfo(format, new Date(job.created_at)),
    size,
  };
}

/** While a runner writes a job's file, others leave it alone this long. */
export const EXPORT_CLAIM_MS = 15 * 60_000;

/** Counts the records as they pass. */
async function* counted(records: AsyncIterable<ExportRecord[]>, count: { rows: number }) {
  for await (const batch of records) {
    count.rows += batch.length;
    yield batch;
  }
}

/**
 * Prepares the due jobs: each is claimed by a conditional update (one runner per job across
 * instances; a claim left by a stopped instance lapses), written into DATA_DIR/exports, then marked
 * ready with its expiry and announced to its owner in the same transaction: one `export_ready`
 * notification, mailed per their settings. Returns how many files were written.
 */
export async function runDueExports(
  db: Kysely<DB>,
  settings: ExportSettings,
  notify: NotifyContext,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('export_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([eb('state', '=', 'running'), eb('claimed_until', '<', at)]),
      ]),
    )
    .orderBy('id')
    .limit(5)
    .execute();
  let written = 0;
  let failure: Error | undefined;
  for (const { id } of due) {
    const claimed = await db
      .updateTable('export_jobs')
      .set({ state: 'running', claimed_until: new Date(now.getTime() + EXPORT_CLAIM_MS).toISOString() })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([eb('state', '=', 'running'), eb('claimed_until', '<', at)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await prepareJob(db, settings, notify, id);
      written += 1;
    } catch (error) {
      // The job is marked failed; the others still run, and the runner logs the cause.
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failure !== undefined) throw failure;
  return written;
}

async function prepareJob(
  db: Kysely<DB>,
  settings: ExportSettings,
  notify: NotifyContext,
  id: number,
): Promise<void> {
  const job = await db
    .selectFrom('export_jobs as j')
    .innerJoin('users as u', 'u.id', 'j.user_id')
    .selectAll('j')
    .select(['u.email', 'u.first_name', 'u.last_name', 'u.role_id', 'u.is_verified', 'u.language'])
    .where('j.id', '=', id)
    .executeTakeFirstOrThrow();
  const format = ExportFormatSchema.parse(job.format);
  const { extension, label } = EXPORT_FORMAT_FILES[format];
  const fileName = `${id}-${randomBytes(12).toString('base64url')}.${extension}`;
  const file = path.join(exportsDir(settings), fileName);
  try {
    const filters = filtersOf(job);
    const viewer: AuthUser = {
      id: job.user_id,
      email: job.email,
      first_name: job.first_name,
      last_name: job.last_name,
      role_id: job.role_id,
      is_verified: job.is_verified,
      language: job.language,
    };
    const count = { rows: 0 };
    await mkdir(exportsDir(settings), { recursive: true, mode: 0o700 });
    const records = counted(exportRecords(db, { filters, viewer }), count);
    await pipeline(
      await exportStream(db, settings, format, filters, viewer, records),
      createWriteStream(file, { mode: 0o600 }),
    );
    const size = (await stat(file)).size;
    const finished = new Date();
    const expiresAt = new Date(finished.getTime() + settings.exportLinkHours * HOUR_MS).toISOString();
    const filter = await filterWordsOf(db, filters);
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('export_jobs')
        .set({
          state: 'ready',
          rows: count.rows,
          file_name: fileName,
          file_size: size,
          finished_at: finished.toISOString(),
          expires_at: expiresAt,
          claimed_until: null,
          error: null,
        })
        .where('id', '=', id)
        .execute();
      await notifyUsers(tx, notify, [job.user_id], {
        kind: 'export_ready',
        dedupeKey: `export:${id}`,
        textsIn: (locale) => {
          const t = translator(locale);
          return {
            title: t(N.exportReadyTitle, { format: label }),
            body: t(N.exportReadyBody, { rows: count.rows, filter, hours: settings.exportLinkHours }),
          };
        },
        link: exportDownloadPath(settings.jwtSecret, id, expiresAt),
      });
    });
  } catch (error) {
    await rm(file, { force: true });
    await db
      .updateTable('export_jobs')
      .set({
        state: 'failed',
        error: EXPORT_MESSAGES.failed,
        finished_at: new Date().toISOString(),
        claimed_until: null,
      })
      .where('id', '=', id)
      .execute();
    throw error;
  }
}

/**
 * The hourly purge's part: files of expired links are deleted (the job stays, "expired", in its owner's
 * list) and jobs that ended more than `keepDays` ago are forgotten. Returns the jobs whose file went.
 */
export async function purgeExpiredExports(
  db: Kysely<DB>,
  settings: Pick<ExportSettings, 'dataDir'>,
  keepDays: number,
  now = Date.now(),
): Promise<number> {
  const at = new Date(now).toISOString();
  const expired = await db
    .selectFrom('export_jobs')
    .select(['id', 'file_name'])
    .where('state', '=', 'ready')
    .where('expires_at', '<=', at)
    .execute();
  for (const job of expired) {
    if (job.file_name) await rm(path.join(exportsDir(settings), job.file_name), { force: true });
    await db
      .updateTable('export_jobs')
      .set({ state: 'expired', file_name: null })
      .where('id', '=', job.id)
      .execute();
  }
  await db
    .deleteFrom('export_jobs')
    .where('state', 'in', ['expired', 'failed'])
    .where('finished_at', '<', new Date(now - keepDays * 24 * HOUR_MS).toISOString())
    .execute();
  return expired.length;
}
