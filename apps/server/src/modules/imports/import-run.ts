import {
  computeOutbreakMetrics,
  type ImportFormat,
  type ImportMapping,
  type ImportRefusal,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { toNameKey } from '../../db/name-key.js';
import type { DB } from '../../db/schema.js';
import { findOrAddState } from '../outbreaks/outbreaks.service.js';
import { outbreakSearchText } from '../outbreaks/search-text.js';
import { recordOutbreakChanges, type OutbreakStatsFacts } from '../stats/outbreak-stats.js';
import { statsFacts } from '../verification/verification.service.js';
import { classifyRows, type EvaluatedRow, type RowContext, type RowFacts } from './import-rows.js';
import { evaluatedChunks, IMPORT_BATCH_ROWS, insertRefusals, rowContext } from './imports.service.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

/** How long a claim on a running import lasts without a batch renewing it (a crashed instance's). */
export const IMPORT_LEASE_MS = 60_000;

export interface ImportRunOptions {
  batchSize?: number;
  /** Stop (and let go of the import, to be resumed) after this many batches: a restart, in tests. */
  maxBatches?: number;
  /** Asked before each batch: true lets go of the import (the server is stopping). */
  shouldStop?: () => boolean;
  /** After each committed batch: the instance's caches forget what they kept. */
  onBatch?: () => void;
}

export type ImportRunOutcome = 'done' | 'cancelled' | 'failed' | 'paused' | 'busy';

/** The pause after each batch, as a share of the time the batch took. */
const IMPORT_PAUSE_SHARE = 0.5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(1, ms)));

const leaseEnd = () => new Date(Date.now() + IMPORT_LEASE_MS).toISOString();

/**
 * Takes a running import whose claim is free (never taken, let go, or expired with a stopped
 * instance): one conditional update, so of several instances exactly one gets it. Returns its id.
 */
export async function claimImport(db: Db, id?: number): Promise<number | null> {
  const now = new Date().toISOString();
  let query = db
    .selectFrom('imports')
    .select('id')
    .where('state', '=', 'running')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]));
  if (id !== undefined) query = query.where('id', '=', id);
  const candidate = await query.orderBy('id').limit(1).executeTakeFirst();
  if (!candidate) return null;
  const result = await db
    .updateTable('imports')
    .set({ lease_until: leaseEnd() })
    .where('id', '=', candidate.id)
    .where('state', '=', 'running')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? candidate.id : null;
}

/** The state a row names, found or added as the report form does, once per batch. */
async function stateIdOf(tx: Tx, countryId: number, name: string, cache: Map<string, number>) {
  const cacheKey = `${countryId}|${toNameKey(name)}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const id = await findOrAddState(tx, countryId, name);
  cache.set(cacheKey, id);
  return id;
}

interface BatchContext {
  importId: number;
  runnerId: number | null;
  mapping: ImportMapping;
  context: RowContext;
  states: Map<string, number>;
}

/** The columns of an outbreak a row sets: its facts, with metrics computed as the report form does. */
async function outbreakColumns(tx: Tx, facts: RowFacts, batch: BatchContext) {
  const stateId = facts.state_name
    ? await stateIdOf(tx, facts.country_id, facts.state_name, batch.states)
    : null;
  return {
    disease_id: facts.disease_id,
    country_id: facts.country_id,
    state_id: stateId,
    city: facts.city,
    date: facts.date,
    description: facts.description,
    source: facts.source,
    search_text: outbreakSearchText(facts),
    status: facts.status,
    ...computeOutbreakMetrics(facts.answers),
  };
}

/** The answers of many reports in one statement per few hundred values (both databases' limits). */
async function writeAnswers(tx: Tx, written: { id: number; facts: RowFacts }[], batch: BatchContext) {
  const questions = batch.context.reference.questions;
  if (questions.length === 0 || written.length === 0) return;
  const values = written.flatMap(({ id, facts }) =>
    questions.map((question) => ({
      outbreak_id: id,
      question_id: question.id,
      question_key: question.question_key,
      value: facts.answers[question.question_key],
    })),
  );
  for (let start = 0; start < values.length; start += ANSWERS_PER_STATEMENT)
    await tx
      .insertInto('outbreak_answers')
      .values(values.slice(start, start + ANSWERS_PER_STATEMENT))
      .execute();
}

/** Answer rows per insert: 4 values each, well within SQLite's and PostgreSQL's bound-value limits. */
const ANSWERS_PER_STATEMENT = 1_000;

/**
 * One batch in one transaction: its new reports (with their answers), its updates, the summary's
 * changes under one data version, its refusals, and the import's progress and counts, so a restart
 * resumes right after the last committed batch.
 */
async function storeBatch(
  tx: Tx,
  chunk: { row: number; evaluated: EvaluatedRow }[],
  batch: BatchContext,
): Promise<void> {
  const accepted = chunk.flatMap((item) => (item.evaluated.ok ? [item.evaluated.facts] : []));
  const refusals: ImportRefusal[] = chunk.flatMap((item) =>
    item.evaluated.ok ? [] : item.evaluated.refusals,
  );
  const classified = await classifyRows(tx, accepted, new Map(), new Map());
  const adds = new Map<string, RowFacts>();
  const updates: { id: number; facts: RowFacts }[] = [];
  let duplicates = 0;
  let updated = 0;
  for (const item of classified) {
    if (item.action === 'add') adds.set(item.facts.key, item.facts);
    else if (item.action === 'duplicate') duplicates += 1;
    else {
      updated += 1;
      // A key repeated within the batch with other facts: the later row is what is stored.
      if (item.existingId === null) adds.set(item.facts.key, item.facts);
      else updates.push({ id: item.existingId, facts: item.facts });
    }
  }
  const now = new Date().toISOString();
  const confirm = batch.mapping.confirm;
  const writes: { before: OutbreakStatsFacts | null; after: OutbreakStatsFacts | null }[] = [];
  // The batch's new reports in one statement, matched back to their rows by their import key (unique
  // within the batch: `adds` is keyed by it).
  if (adds.size > 0) {
    const values = [];
    for (const facts of adds.values())
      values.push({
        ...(await outbreakColumns(tx, facts, batch)),
        confirmed: confirm,
        confirmed_by_id: confirm ? batch.runnerId : null,
        confirmed_at: confirm ? now : null,
        reporter_id: batch.runnerId,
        import_id: batch.importId,
        import_key: facts.key,
        created_at: now,
        updated_at: now,
      });
    const inserted = await tx.insertInto('outbreaks').values(values).returningAll().execute();
    const written: { id: number; facts: RowFacts }[] = [];
    for (const row of inserted) {
      written.push({ id: row.id, facts: adds.get(row.import_key!)! });
      writes.push({ before: null, after: statsFacts(row) });
    }
    await writeAnswers(tx, written, batch);
  }
  if (updates.length > 0) {
    // What the updated reports were, read at once; each update is its own statement (its own values),
    // their answers replaced in one delete and one insert. A report a batch updates twice takes the
    // later row.
    const last = [...new Map(updates.map((update) => [update.id, update])).values()];
    const ids = last.map((update) => update.id);
    const befores = new Map(
      (await tx.selectFrom('outbreaks').selectAll().where('id', 'in', ids).execute()).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const { id, facts } of last) {
      const columns = await outbreakColumns(tx, facts, batch);
      const after = await tx
        .updateTable('outbreaks')
        .set({ ...columns, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      writes.push({ before: statsFacts(befores.get(id)!), after: statsFacts(after) });
    }
    await tx.deleteFrom('outbreak_answers').where('outbreak_id', 'in', ids).execute();
    await writeAnswers(tx, last, batch);
  }
  await recordOutbreakChanges(tx, writes);
  await insertRefusals(tx, batch.importId, refusals);
  await tx
    .updateTable('imports')
    .set((eb) => ({
      progress_done: eb('progress_done', '+', chunk.length),
      added: eb('added', '+', adds.size),
      updated: eb('updated', '+', updated),
      duplicates: eb('duplicates', '+', duplicates),
      refused: eb('refused', '+', chunk.length - accepted.length),
      lease_until: leaseEnd(),
    }))
    .where('id', '=', batch.importId)
    .execute();
}

async function finish(
  db: Db,
  id: number,
  state: 'done' | 'cancelled' | 'failed',
  error: string | null = null,
) {
  await db
    .updateTable('imports')
    .set({ state, error, finished_at: new Date().toISOString(), lease_until: null, cancel_requested: false })
    .where('id', '=', id)
    .execute();
}

const letGo = (db: Db, id: number) =>
  db.updateTable('imports').set({ lease_until: null }).where('id', '=', id).execute();

/**
 * Runs a claimed import (claiming it first when it is free) from where it stopped: the rows already done
 * are read past, the rest stored batch by batch until the file ends, a cancel is asked for, or the
 * caller says to stop.
 */
export async function processImportJob(
  db: Db,
  id: number,
  options: ImportRunOptions = {},
  /** The caller holds the claim already (claimImport). */
  claimed = false,
): Promise<ImportRunOutcome> {
  if (!claimed && (await claimImport(db, id)) === null) return 'busy';
  try {
    const job = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const mapping = JSON.parse(job.mapping) as ImportMapping;
    const headers = JSON.parse(job.headers) as string[];
    const context = await rowContext(
      db,
      { headers, mapping, filename: job.filename },
      { collectUnmatched: false },
    );
    const batch: BatchContext = {
      importId: id,
      runnerId: job.created_by_id,
      mapping,
      context,
      states: new Map(),
    };
    let batches = 0;
    for await (const chunk of evaluatedChunks(job.format as ImportFormat, job.content, context, {
      skip: job.progress_done,
      size: options.batchSize ?? IMPORT_BATCH_ROWS,
    })) {
      if (options.shouldStop?.() || (options.maxBatches !== undefined && batches >= options.maxBatches)) {
        await letGo(db, id);
        return 'paused';
      }
      const asked = await db
        .selectFrom('imports')
        .select('cancel_requested')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (asked.cancel_requested) {
        await finish(db, id, 'cancelled');
        return 'cancelled';
      }
      const started = performance.now();
      await db.transaction().execute((tx) => storeBatch(tx, chunk, batch));
      batches += 1;
      options.onBatch?.();
      // Requests waiting behind the batch (SQLite's one connection, the event loop) are answered before
      // the next one starts: a pause of part of the batch's time, so a request's several steps each find
      // the connection and the loop free.
      await pause((performance.now() - started) * IMPORT_PAUSE_SHARE);
    }
    await finish(db, id, 'done');
    return 'done';
  } catch (error) {
    await finish(db, id, 'failed', error instanceof Error ? error.message : String(error));
    return 'failed';
  }
}

/** Runs every running import that no instance holds, one after another. Returns how many it took. */
export async function runPendingImports(db: Db, options: ImportRunOptions = {}): Promise<number> {
  let taken = 0;
  for (;;) {
    if (options.shouldStop?.()) return taken;
    const id = await claimImport(db);
    if (id === null) return taken;
    const outcome = await processImportJob(db, id, options, true);
    taken += 1;
    if (outcome === 'paused') return taken;
  }
}
