import { createHash } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  IMPORT_MESSAGES,
  REQUIRED_IMPORT_FIELDS,
  suggestImportMapping,
  type ImportCheck,
  type ImportCounts,
  type ImportField,
  type ImportFormat,
  type ImportJob,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportRefusal,
  type ImportState,
  type SavedImportMapping,
} from '@outbreak-watch/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock.js';
import type { DB, ImportsTable } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import { csvLine } from '../../lib/csv.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { latestReportDate } from '../outbreaks/outbreaks.service.js';
import { deleteOutbreak } from '../verification/verification.service.js';
import { isBlankRow, readFileRows, surveyFile } from './import-file.js';
import {
  classifyRows,
  columnIndexes,
  evaluateRow,
  loadImportReference,
  previewRow,
  type EvaluatedRow,
  type PendingKeys,
  type PendingRows,
  type RowContext,
} from './import-rows.js';

type Db = Kysely<DB>;
type ImportRow = Selectable<ImportsTable>;

/** Rows read, classified and (in a run) stored per transaction. */
export const IMPORT_BATCH_ROWS = 100;
const MAX_SHOWN_REFUSALS = 100;
const MAX_PREVIEW_ROWS = 10;
const MAX_UNMATCHED = 200;

const conflict = (message: string) => new HttpError(409, message);

async function importRow(db: Db | Transaction<DB>, id: number): Promise<ImportRow> {
  const row = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  return row;
}

/**
 * Undo removes what an import added, as a whole, only while nothing else depends on it: the import
 * updated no report that existed before it, and none of the reports it added was edited, confirmed,
 * had its status changed (each of which moves `updated_at`) or was commented since.
 */
async function undoProblem(db: Db | Transaction<DB>, row: ImportRow): Promise<string | null> {
  if (!['done', 'cancelled'].includes(row.state) || row.undone_at) return IMPORT_MESSAGES.undoNotDone;
  if (row.updated > 0) return IMPORT_MESSAGES.undoUpdated;
  const changed = await db
    .selectFrom('outbreaks as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.import_id', '=', row.id)
    .where((eb) =>
      eb.or([
        eb('o.updated_at', '!=', eb.ref('o.created_at')),
        eb.exists(eb.selectFrom('comments as c').select('c.id').whereRef('c.outbreak_id', '=', 'o.id')),
      ]),
    )
    .executeTakeFirstOrThrow();
  const count = Number(changed.n);
  return count > 0 ? IMPORT_MESSAGES.undoEdited(count) : null;
}

function countsOf(row: ImportRow): ImportCounts {
  return {
    total: row.row_count,
    added: row.added,
    updated: row.updated,
    duplicates: row.duplicates,
    refused: row.refused,
  };
}

async function presentImport(db: Db, row: ImportRow): Promise<ImportJob> {
  const creator = row.created_by_id
    ? await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', row.created_by_id)
        .executeTakeFirst()
    : undefined;
  const ended = ['done', 'cancelled', 'failed', 'undone'].includes(row.state);
  return {
    id: row.id,
    filename: row.filename,
    format: row.format as ImportFormat,
    sha256: row.sha256,
    size: row.size,
    state: row.state as ImportState,
    headers: JSON.parse(row.headers) as string[],
    sample_rows: JSON.parse(row.sample_rows) as string[][],
    row_count: row.row_count,
    mapping: JSON.parse(row.mapping) as ImportMapping,
    check: row.check_result ? (JSON.parse(row.check_result) as ImportCheck) : null,
    progress: { done: row.progress_done, total: row.row_count },
    result: ended && row.started_at ? countsOf(row) : null,
    error: row.error,
    created_by: creator
      ? { id: creator.id, name: `${creator.first_name} ${creator.last_name}`.trim() }
      : null,
    created_at: String(row.created_at),
    started_at: row.started_at,
    finished_at: row.finished_at,
    undone_at: row.undone_at,
    can_undo: (await undoProblem(db, row)) === null,
  };
}

export async function getImport(db: Db, id: number): Promise<ImportJob> {
  return presentImport(db, await importRow(db, id));
}

export async function listImports(
  db: Db,
  options: { page: number; limit: number },
): Promise<{ items: ImportJob[]; total: number; page: number; limit: number }> {
  const rows = await db
    .selectFrom('imports')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset((options.page - 1) * options.limit)
    .execute();
  const total = await db
    .selectFrom('imports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const items: ImportJob[] = [];
  for (const row of rows) items.push(await presentImport(db, row));
  return { items, total: Number(total.n), page: options.page, limit: options.limit };
}

/** Stores an uploaded file with the mapping its headers suggest. */
export async function uploadImport(
  db: Db,
  options: { filename: string; format: ImportFormat; content: Buffer; actorId: number },
): Promise<ImportJob> {
  const survey = await surveyFile(options.format, options.content);
  const row = await db
    .insertInto('imports')
    .values({
      filename: options.filename,
      format: options.format,
      sha256: createHash('sha256').update(options.content).digest('hex'),
      size: options.content.length,
      content: options.content,
      state: 'uploaded',
      headers: JSON.stringify(survey.headers),
      sample_rows: JSON.stringify(survey.sample_rows),
      row_count: survey.row_count,
      mapping: JSON.stringify(suggestImportMapping(survey.headers)),
      check_result: null,
      error: null,
      lease_until: null,
      created_by_id: options.actorId,
      started_at: null,
      finished_at: null,
      undone_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getImport(db, row.id);
}

/** A 400 naming the field, for a mapping that lacks a required column or names one the file lacks. */
export function assertMappingFits(mapping: ImportMapping, headers: readonly string[]): void {
  for (const field of REQUIRED_IMPORT_FIELDS)
    if (!mapping.columns[field]) {
      const message = IMPORT_MESSAGES.missingColumn(field);
      throw badRequest(message, [{ field: `mapping.columns.${field}`, message }]);
    }
  for (const [field, header] of Object.entries(mapping.columns) as [ImportField, string][])
    if (!headers.includes(header)) {
      const message = IMPORT_MESSAGES.unknownHeader(field, header);
      throw badRequest(message, [{ field: `mapping.columns.${field}`, message }]);
    }
}

/** The columns a mapping reads, and those it leaves out. */
export function columnUse(mapping: ImportMapping, headers: readonly string[]) {
  const used = new Set(Object.values(mapping.columns));
  return {
    used_columns: headers.filter((header) => used.has(header)),
    ignored_columns: headers.filter((header) => header !== '' && !used.has(header)),
  };
}

export async function rowContext(
  db: Db,
  job: { headers: readonly string[]; mapping: ImportMapping; filename: string },
  options: { collectUnmatched: boolean },
): Promise<RowContext> {
  return {
    headers: job.headers,
    mapping: job.mapping,
    indexes: columnIndexes(job.headers, job.mapping),
    reference: await loadImportReference(db, job.mapping),
    latest: latestReportDate(),
    filename: job.filename,
    unmatched: options.collectUnmatched ? { countries: new Set(), diseases: new Set() } : undefined,
  };
}

/** The file's data rows, evaluated by the mapping, in chunks; the header and blank rows are left out. */
export async function* evaluatedChunks(
  format: ImportFormat,
  content: Buffer,
  context: RowContext,
  options: { skip: number; size: number },
): AsyncGenerator<{ row: number; evaluated: EvaluatedRow }[]> {
  let header = true;
  let seen = 0;
  let chunk: { row: number; evaluated: EvaluatedRow }[] = [];
  for await (const { row, cells } of readFileRows(format, content)) {
    if (isBlankRow(cells)) continue;
    if (header) {
      header = false;
      continue;
    }
    seen += 1;
    if (seen <= options.skip) continue;
    chunk.push({ row, evaluated: evaluateRow(row, cells, context) });
    if (chunk.length >= options.size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Replaces the import's kept refusals by these, a few hundred per statement. */
export async function insertRefusals(db: Db | Transaction<DB>, importId: number, refusals: ImportRefusal[]) {
  for (let start = 0; start < refusals.length; start += 200)
    await db
      .insertInto('import_refusals')
      .values(
        refusals.slice(start, start + 200).map((refusal) => ({
          import_id: importId,
          row_number: refusal.row,
          column_name: refusal.column,
          reason: refusal.reason,
        })),
      )
      .execute();
}

/**
 * The dry run: every row of the file read by the mapping and classified as the run would (added,
 * updated, duplicate, refused) against the stored reports, with nothing stored but the check itself and
 * its refusals.
 */
export async function checkImport(db: Db, id: number, mapping: ImportMapping): Promise<ImportJob> {
  const row = await importRow(db, id);
  if (!['uploaded', 'checked'].includes(row.state)) throw conflict(IMPORT_MESSAGES.runNeedsCheck);
  const headers = JSON.parse(row.headers) as string[];
  assertMappingFits(mapping, headers);
  const context = await rowContext(
    db,
    { headers, mapping, filename: row.filename },
    { collectUnmatched: true },
  );
  const counts: ImportCounts = { total: 0, added: 0, updated: 0, duplicates: 0, refused: 0 };
  const preview: ImportPreviewRow[] = [];
  const shownRefusals: ImportRefusal[] = [];
  const pending: PendingRows = new Map();
  const pendingKeys: PendingKeys = new Map();
  await db.deleteFrom('import_refusals').where('import_id', '=', id).execute();
  for await (const chunk of evaluatedChunks(row.format as ImportFormat, row.content, context, {
    skip: 0,
    size: IMPORT_BATCH_ROWS,
  })) {
    // A large file's check takes seconds: other requests are answered between its chunks.
    await new Promise((resolve) => setImmediate(resolve));
    const accepted = chunk.flatMap((item) => (item.evaluated.ok ? [item.evaluated.facts] : []));
    const classified = new Map(
      (await classifyRows(db, accepted, pending, pendingKeys)).map((item) => [item.facts.row, item.action]),
    );
    const refusals: ImportRefusal[] = [];
    for (const { row: rowNumber, evaluated } of chunk) {
      counts.total += 1;
      const action = evaluated.ok ? classified.get(rowNumber)! : 'refuse';
      if (action === 'add') counts.added += 1;
      else if (action === 'update') counts.updated += 1;
      else if (action === 'duplicate') counts.duplicates += 1;
      else {
        counts.refused += 1;
        if (!evaluated.ok) refusals.push(...evaluated.refusals);
      }
      if (preview.length < MAX_PREVIEW_ROWS)
        preview.push(previewRow(rowNumber, evaluated, action, context.reference));
    }
    for (const refusal of refusals)
      if (shownRefusals.length < MAX_SHOWN_REFUSALS) shownRefusals.push(refusal);
    await insertRefusals(db, id, refusals);
  }
  const check: ImportCheck = {
    counts,
    refusals: shownRefusals,
    preview,
    unmatched: {
      countries: [...context.unmatched!.countries].slice(0, MAX_UNMATCHED),
      diseases: [...context.unmatched!.diseases].slice(0, MAX_UNMATCHED),
    },
    ...columnUse(mapping, headers),
  };
  await db
    .updateTable('imports')
    .set({
      state: 'checked',
      mapping: JSON.stringify(mapping),
      check_result: JSON.stringify(check),
      refused: counts.refused,
    })
    .where('id', '=', id)
    .execute();
  return getImport(db, id);
}

/** `row,column,reason` of every refusal of the last check or run, in file order; `reason` words each. */
export async function refusalsCsv(
  db: Db,
  id: number,
  reason: (text: string) => string = (text) => text,
): Promise<string> {
  await importRow(db, id);
  const refusals = await db
    .selectFrom('import_refusals')
    .select(['row_number', 'column_name', 'reason'])
    .where('import_id', '=', id)
    .orderBy('row_number')
    .orderBy('id')
    .execute();
  return (
    csvLine(['row', 'column', 'reason']) +
    refusals
      .map((refusal) => csvLine([refusal.row_number, refusal.column_name, reason(refusal.reason)]))
      .join('')
  );
}

/** Starts the run of a checked import: the runner (imports runner) takes it from here. */
export async function startImport(db: Db, id: number, context: AdminActionContext): Promise<ImportJob> {
  await db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('imports')
      .set({
        state: 'running',
        started_at: new Date().toISOString(),
        progress_done: 0,
        added: 0,
        updated: 0,
        duplicates: 0,
        refused: 0,
        lease_until: null,
        created_by_id: context.actor.id,
      })
      .where('id', '=', id)
      .where('state', '=', 'checked')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      await importRow(tx, id);
      throw conflict(IMPORT_MESSAGES.runNeedsCheck);
    }
    // The run's own refusals replace those of the check, batch by batch.
    await tx.deleteFrom('import_refusals').where('import_id', '=', id).execute();
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.importRun,
      targetType: 'import',
      targetId: id,
      context: context.audit,
    });
  });
  return getImport(db, id);
}

/** Asks a running import to stop after its current batch. */
export async function cancelImport(db: Db, id: number): Promise<ImportJob> {
  const result = await db
    .updateTable('imports')
    .set({ cancel_requested: true })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await importRow(db, id);
    throw conflict(IMPORT_MESSAGES.notRunning);
  }
  return getImport(db, id);
}

/** The reason its tombstone gives, for the feeds that published an undone import's report. */
const undoneReason = (id: number) => `Added by import #${id}, which was undone.`;

/**
 * Removes every report an import added, through the removal path of an admin's removal (tombstones, the
 * summary and feeds forget them), in one transaction; refused (409) under the undo rule above.
 */
export async function undoImport(db: Db, id: number, context: AdminActionContext): Promise<ImportJob> {
  await db.transaction().execute(async (tx) => {
    // Takes the import's row first, so two undos (or an undo and an edit) cannot both proceed.
    const row = await tx
      .selectFrom('imports')
      .selectAll()
      .where('id', '=', id)
      .$call((query) => forUpdate(tx, query))
      .executeTakeFirst();
    if (!row) throw notFound(IMPORT_MESSAGES.notFound);
    const problem = await undoProblem(tx, row);
    if (problem) throw conflict(problem);
    const outbreaks = await tx.selectFrom('outbreaks').selectAll().where('import_id', '=', id).execute();
    for (const outbreak of outbreaks)
      await deleteOutbreak(tx, outbreak, { reason: undoneReason(id), actorId: context.actor.id });
    await tx
      .updateTable('imports')
      .set({ state: 'undone', undone_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.importUndo,
      targetType: 'import',
      targetId: id,
      details: { removed: outbreaks.length },
      context: context.audit,
    });
  });
  return getImport(db, id);
}

/** Summary in words: "1,176 added, 37 refused". */
export function describeCounts(counts: ImportCounts): string {
  const number = (n: number) => n.toLocaleString('en-US');
  return [
    `${number(counts.added)} added`,
    `${number(counts.updated)} updated`,
    `${number(counts.duplicates)} duplicates or unchanged`,
    `${number(counts.refused)} refused`,
  ].join(', ');
}

export async function listImportMappings(db: Db): Promise<SavedImportMapping[]> {
  const rows = await db.selectFrom('import_mappings').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    mapping: JSON.parse(row.mapping) as ImportMapping,
    created_at: String(row.created_at),
  }));
}

export async function saveImportMapping(
  db: Db,
  options: { name: string; mapping: ImportMapping; actorId: number },
): Promise<SavedImportMapping> {
  const row = await db
    .insertInto('import_mappings')
    .values({ name: options.name, mapping: JSON.stringify(options.mapping), created_by_id: options.actorId })
    .returning(['id', 'name', 'mapping', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, mapping: options.mapping, created_at: String(row.created_at) };
}

/** Deletes a saved mapping (404 when there is none), with its audit entry, in one transaction. */
export async function deleteImportMapping(db: Db, id: number, context: AdminActionContext): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .deleteFrom('import_mappings')
      .where('id', '=', id)
      .returning(['name', 'mapping'])
      .executeTakeFirst();
    if (!row) throw notFound(IMPORT_MESSAGES.mappingNotFound);
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.importMappingDelete,
      targetType: 'import_mapping',
      targetId: id,
      before: { name: row.name, mapping: JSON.parse(row.mapping) as ImportMapping },
      context: context.audit,
    });
  });
}
