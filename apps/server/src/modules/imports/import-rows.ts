import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  importCellText,
  ASSESSMENT_MAX_VALUE,
  countryFinder,
  duplicateWindow,
  DUPLICATE_RULE,
  IMPORT_MESSAGES,
  judgeDuplicate,
  metricAnswersProblem,
  normalImportName,
  OUTBREAK_STATUSES,
  parseImportCount,
  parseImportDate,
  parseImportDecimal,
  refusedImportPreviewRow,
  type DuplicateFacts,
  type ImportField,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportRefusal,
  type MetricQuestionKey,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { toNameKey } from '../../db/name-key.js';
import type { DB } from '../../db/schema.js';
import { answersOf, DUPLICATE_FACT_COLUMNS } from '../duplicates/outbreak-answers.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Longest texts, as the report form allows them (CreateOutbreakRequestSchema). */
const TEXT_LIMITS = { state: 100, city: 100, description: 5000, source: 500, external_id: 200 } as const;

/** A row's facts as they would be stored, names resolved to ids. */
export interface RowFacts {
  row: number;
  date: string;
  country_id: number;
  disease_id: number;
  state_name: string | null;
  city: string | null;
  status: OutbreakStatus;
  answers: Record<MetricQuestionKey, number>;
  description: string | null;
  source: string | null;
  /** The source as the file gives it: null when it has none (and `source` is the file's name). */
  source_cell: string | null;
  external_id: string | null;
  /** The outbreak's `import_key`: the external id when there is one, else a hash of the stored facts. */
  key: string;
}

export type RowAction = 'add' | 'update' | 'duplicate';

export interface ClassifiedRow {
  facts: RowFacts;
  action: RowAction;
  /** The outbreak an update changes or a same-key duplicate repeats. */
  existingId: number | null;
}

/** The reference data a check or run reads once: countries, diseases, the assessment questions. */
export interface ImportReference {
  findCountry(text: string): number | null;
  findDisease(text: string): number | null;
  countryName(id: number): string;
  diseaseName(id: number): string;
  /** The active metric questions, with their lower bounds. */
  questions: { id: number; question_key: MetricQuestionKey; min_value: number }[];
}

/** Other names of the seeded diseases (the names of the source list they were made from). */
let diseaseSourceNames: Map<string, string> | null = null;
function seededDiseaseAliases(): Map<string, string> {
  if (!diseaseSourceNames) {
    const seeded = JSON.parse(
      readFileSync(new URL('../../../seed-data/diseases.json', import.meta.url), 'utf8'),
    ) as { name: string; source_names?: string[] | null }[];
    diseaseSourceNames = new Map();
    for (const disease of seeded)
      for (const alias of disease.source_names ?? [])
        diseaseSourceNames.set(normalImportName(alias), normalImportName(disease.name));
  }
  return diseaseSourceNames;
}

export async function loadImportReference(db: Db, mapping: ImportMapping): Promise<ImportReference> {
  const [countries, diseases, questions] = await Promise.all([
    db.selectFrom('countries').select(['id', 'alpha2', 'alpha3', 'numeric_code', 'name']).execute(),
    db.selectFrom('diseases').select(['id', 'name', 'icd10']).execute(),
    db
      .selectFrom('assessment_questions')
      .select(['id', 'question_key', 'min_value'])
      .where('is_active', '=', true)
      .execute(),
  ]);
  const findCountryByName = countryFinder(countries);
  const countryNames = new Map(countries.map((country) => [country.id, country.name]));
  const diseaseNames = new Map(diseases.map((disease) => [disease.id, disease.name]));
  const diseaseByKey = new Map<string, number>();
  for (const disease of diseases) {
    diseaseByKey.set(normalImportName(disease.name), disease.id);
    if (disease.icd10) diseaseByKey.set(normalImportName(disease.icd10), disease.id);
  }
  const aliases = seededDiseaseAliases();
  const matched = (matches: Record<string, number>, known: Map<number, string>, text: string) => {
    const id = matches[text.trim()];
    return id !== undefined && known.has(id) ? id : null;
  };
  return {
    findCountry: (text) => matched(mapping.country_matches, countryNames, text) ?? findCountryByName(text),
    findDisease: (text) => {
      const key = normalImportName(text);
      const alias = aliases.get(key);
      return (
        matched(mapping.disease_matches, diseaseNames, text) ??
        diseaseByKey.get(key) ??
        (alias ? diseaseByKey.get(alias) : undefined) ??
        null
      );
    },
    countryName: (id) => countryNames.get(id) ?? '',
    diseaseName: (id) => diseaseNames.get(id) ?? '',
    questions: questions.filter((question) =>
      ['cases', 'deaths', 'population_at_risk', 'secondary_cases'].includes(question.question_key),
    ) as ImportReference['questions'],
  };
}

/** The position of each mapped field's column in the header row. */
export function columnIndexes(headers: readonly string[], mapping: ImportMapping) {
  const indexes: Partial<Record<ImportField, number>> = {};
  for (const [field, header] of Object.entries(mapping.columns) as [ImportField, string][])
    indexes[field] = headers.indexOf(header);
  return indexes;
}

export interface RowContext {
  headers: readonly string[];
  mapping: ImportMapping;
  indexes: Partial<Record<ImportField, number>>;
  reference: ImportReference;
  /** The latest date accepted (the report form's rule: a day of slack past today). */
  latest: string;
  /** The source of rows without one: the file's name. */
  filename: string;
  /** Texts found neither by name, code nor match, for the check's `unmatched`. */
  unmatched?: { countries: Set<string>; diseases: Set<string> };
}

export type EvaluatedRow = { ok: true; facts: RowFacts } | { ok: false; refusals: ImportRefusal[] };

function text(cells: readonly unknown[], index: number | undefined): string {
  if (index === undefined || index < 0) return '';
  const cell = cells[index];
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return importCellText(cell);
}

/** The stable key of a row without an external id: a hash of what it stores. */
function factsKey(facts: Omit<RowFacts, 'key' | 'row' | 'source_cell'>, sourceCell: string): string {
  const stored = [
    facts.date,
    facts.country_id,
    facts.disease_id,
    facts.state_name ? toNameKey(facts.state_name) : null,
    facts.city,
    facts.status,
    facts.answers.cases,
    facts.answers.deaths,
    facts.answers.population_at_risk,
    facts.answers.secondary_cases,
    facts.description,
    sourceCell,
  ];
  return `h:${createHash('sha256').update(JSON.stringify(stored)).digest('hex')}`;
}

/**
 * One data row read by the mapping: its facts, or every reason it cannot be stored (each with the
 * column it concerns). Counts follow the report form's rules (metricAnswersProblem, the questions'
 * bounds); empty cases, deaths and secondary cases count as 0, an empty population at risk as the cases.
 */
export function evaluateRow(row: number, cells: readonly unknown[], context: RowContext): EvaluatedRow {
  const { indexes, mapping, headers } = context;
  const refusals: ImportRefusal[] = [];
  const refuse = (field: ImportField | null, reason: string) =>
    refusals.push({ row, column: field ? (headers[indexes[field]!] ?? null) : null, reason });
  const cell = (field: ImportField) => text(cells, indexes[field]);

  let date = '';
  const dateIndex = indexes.date;
  const rawDate = dateIndex !== undefined && dateIndex >= 0 ? cells[dateIndex] : '';
  if (cell('date') === '') refuse('date', IMPORT_MESSAGES.required('date'));
  else {
    const parsed = parseImportDate(rawDate, mapping.date_format, context.latest);
    if ('error' in parsed) refuse('date', parsed.error);
    else date = parsed.value;
  }

  let countryId = 0;
  const countryText = cell('country');
  if (countryText === '') refuse('country', IMPORT_MESSAGES.required('country'));
  else {
    const found = context.reference.findCountry(countryText);
    if (found === null) {
      refuse('country', IMPORT_MESSAGES.unknownCountry(countryText));
      context.unmatched?.countries.add(countryText);
    } else countryId = found;
  }

  let diseaseId = 0;
  const diseaseText = cell('disease');
  if (diseaseText === '') refuse('disease', IMPORT_MESSAGES.required('disease'));
  else {
    const found = context.reference.findDisease(diseaseText);
    if (found === null) {
      refuse('disease', IMPORT_MESSAGES.unknownDisease(diseaseText));
      context.unmatched?.diseases.add(diseaseText);
    } else diseaseId = found;
  }

  let status: OutbreakStatus = mapping.default_status;
  const statusText = cell('status').toLowerCase();
  if (statusText !== '') {
    if ((OUTBREAK_STATUSES as readonly string[]).includes(statusText)) status = statusText as OutbreakStatus;
    else refuse('status', IMPORT_MESSAGES.unknownStatus(cell('status')));
  }

  const counts: Partial<Record<MetricQuestionKey, number | null>> = {};
  for (const field of ['cases', 'deaths', 'population_at_risk', 'secondary_cases'] as const) {
    const index = indexes[field];
    const raw = index !== undefined && index >= 0 ? cells[index] : '';
    const parsed = field === 'secondary_cases' ? parseImportDecimal(raw) : parseImportCount(raw);
    if ('error' in parsed) refuse(field, parsed.error);
    else counts[field] = parsed.value;
  }
  const answers: Record<MetricQuestionKey, number> = {
    cases: counts.cases ?? 0,
    deaths: counts.deaths ?? 0,
    population_at_risk: counts.population_at_risk ?? counts.cases ?? 0,
    secondary_cases: counts.secondary_cases ?? 0,
  };
  for (const question of context.reference.questions) {
    const value = answers[question.question_key];
    if (value < question.min_value || value > ASSESSMENT_MAX_VALUE)
      refuse(question.question_key, IMPORT_MESSAGES.notANumber(String(value)));
  }
  if (refusals.length === 0) {
    const problem = metricAnswersProblem(answers);
    if (problem) refuse(problem.includes('deaths') ? 'deaths' : 'cases', problem);
  }

  const optional = (field: keyof typeof TEXT_LIMITS) => {
    const value = cell(field);
    if (value.length > TEXT_LIMITS[field]) refuse(field, IMPORT_MESSAGES.tooLong(field, TEXT_LIMITS[field]));
    return value === '' ? null : value;
  };
  const stateName = optional('state');
  const city = optional('city');
  const description = optional('description');
  const sourceCell = optional('source');
  const externalId = optional('external_id');

  if (refusals.length > 0) return { ok: false, refusals };
  const facts = {
    date,
    country_id: countryId,
    disease_id: diseaseId,
    state_name: stateName,
    city,
    status,
    answers,
    description,
    source: sourceCell ?? context.filename,
    source_cell: sourceCell,
    external_id: externalId,
  };
  const key = externalId ? `x:${sourceCell ?? ''}:${externalId}` : factsKey(facts, sourceCell ?? '');
  return { ok: true, facts: { ...facts, row, key } };
}

/** The facts an imported outbreak keeps that an import compares to decide between update and repeat. */
export interface StoredImportRow {
  id: number;
  import_key: string | null;
  date: string;
  country_id: number;
  disease_id: number;
  state_name: string | null;
  city: string | null;
  status: string;
  cases: number;
  deaths: number;
  population_at_risk: number;
  transmission_rate: number;
  description: string | null;
  source: string | null;
}

export function sameStoredFacts(stored: StoredImportRow, facts: RowFacts): boolean {
  return (
    stored.date === facts.date &&
    stored.country_id === facts.country_id &&
    stored.disease_id === facts.disease_id &&
    (stored.state_name ? toNameKey(stored.state_name) : null) ===
      (facts.state_name ? toNameKey(facts.state_name) : null) &&
    stored.city === facts.city &&
    stored.status === facts.status &&
    stored.cases === facts.answers.cases &&
    stored.deaths === facts.answers.deaths &&
    stored.population_at_risk === facts.answers.population_at_risk &&
    stored.transmission_rate === facts.answers.secondary_cases &&
    stored.description === facts.description &&
    // A file without sources names reports after itself: another name of the same file changes nothing.
    (facts.source_cell === null || stored.source === facts.source)
  );
}

export async function storedByKeys(db: Db, keys: string[]): Promise<Map<string, StoredImportRow>> {
  const found = new Map<string, StoredImportRow>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .selectFrom('outbreaks as o')
      .leftJoin('states as s', 's.id', 'o.state_id')
      .select([
        'o.id',
        'o.import_key',
        'o.date',
        'o.country_id',
        'o.disease_id',
        's.name as state_name',
        'o.city',
        'o.status',
        'o.cases',
        'o.deaths',
        'o.population_at_risk',
        'o.transmission_rate',
        'o.description',
        'o.source',
      ])
      .where('o.import_key', 'in', keys.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.import_key!, row);
  }
  return found;
}

function duplicateFacts(facts: RowFacts): DuplicateFacts {
  return { date: facts.date, description: facts.description, answers: { ...facts.answers } };
}

/**
 * Reports a row may repeat, by country, disease and span of `DUPLICATE_RULE.windowDays` days
 * (`bucketOf`), so a row is compared with those near its date only (`rowsNear`), not with every one
 * of its pair (which made a long check quadratic).
 */
type NearbyRows = Map<string, DuplicateFacts[]>;

/**
 * Rows accepted so far that later rows are compared with: the rows of the file not yet stored (all of
 * a check, those of the batch under way in a run).
 */
export type PendingRows = NearbyRows;
/**
 * Keys seen earlier in the file not yet stored, with a digest of the facts each stood for (a check of
 * a large file keeps one short text per row, not its facts).
 */
export type PendingKeys = Map<string, string>;

const pairOf = (facts: { country_id: number; disease_id: number }) =>
  `${facts.country_id}|${facts.disease_id}`;

const DAY_MS = 86_400_000;

/** The span of `DUPLICATE_RULE.windowDays` days a date falls in, counted from 1970. */
const bucketOf = (date: string) =>
  Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS / DUPLICATE_RULE.windowDays);

type Placed = { country_id: number; disease_id: number; date: string };

/** The rows of `near` a row of `facts` may repeat: its pair's, in its span of days and the two beside. */
function rowsNear(near: NearbyRows, facts: Placed): DuplicateFacts[] {
  const pair = pairOf(facts);
  const bucket = bucketOf(facts.date);
  return [bucket - 1, bucket, bucket + 1].flatMap((b) => near.get(`${pair}|${b}`) ?? []);
}

function addNear(near: NearbyRows, place: Placed, report: DuplicateFacts) {
  const key = `${pairOf(place)}|${bucketOf(place.date)}`;
  const list = near.get(key);
  if (list) list.push(report);
  else near.set(key, [report]);
}

/** What a row stores, as one short text: two rows with equal digests store the same report. */
function factsDigest(facts: RowFacts): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...facts, row: 0 }))
    .digest('base64');
}

/**
 * What each row of a chunk does: a key already stored (or seen earlier in the file) updates that report
 * when its facts differ and repeats it when not; a new row that the duplicate rule (packages/domain
 * duplicates.ts) finds alike to a stored report, or to a row accepted earlier in the file, is a
 * duplicate; the rest are added. `pending` and `pendingKeys` carry the accepted rows across chunks.
 */
export async function classifyRows(
  db: Db,
  rows: RowFacts[],
  pending: PendingRows,
  pendingKeys: PendingKeys,
): Promise<ClassifiedRow[]> {
  const stored = await storedByKeys(db, [...new Set(rows.map((row) => row.key))]);
  const fresh = rows.filter((row) => !stored.has(row.key) && !pendingKeys.has(row.key));
  const candidates = await storedCandidates(db, fresh);
  const result: ClassifiedRow[] = [];
  for (const facts of rows) {
    const existing = stored.get(facts.key);
    if (existing) {
      result.push({
        facts,
        action: sameStoredFacts(existing, facts) ? 'duplicate' : 'update',
        existingId: existing.id,
      });
      continue;
    }
    const earlier = pendingKeys.get(facts.key);
    if (earlier !== undefined) {
      const digest = factsDigest(facts);
      result.push({ facts, action: earlier === digest ? 'duplicate' : 'update', existingId: null });
      pendingKeys.set(facts.key, digest);
      continue;
    }
    const report = duplicateFacts(facts);
    const alike = [...rowsNear(candidates, facts), ...rowsNear(pending, facts)].some(
      (candidate) => judgeDuplicate(report, candidate).reasons.length > 0,
    );
    if (alike) {
      result.push({ facts, action: 'duplicate', existingId: null });
      continue;
    }
    result.push({ facts, action: 'add', existingId: null });
    pendingKeys.set(facts.key, factsDigest(facts));
    addNear(pending, facts, report);
  }
  return result;
}

/** Pairs (country, disease and date range) read per statement: four bound values each. */
const CANDIDATE_PAIRS_PER_STATEMENT = 100;

/**
 * The stored reports within the duplicate window of the rows, by country and disease: one read per
 * hundred pairs (each its own date range), and their answers in one more.
 */
async function storedCandidates(db: Db, rows: RowFacts[]): Promise<NearbyRows> {
  // Each row's own window, merged only where windows of one pair overlap: a pair's rows spread over
  // years read the stored reports near each row, not every report of the pair between them (which grows
  // with the table and made a long import slower with every batch).
  const windows = rows
    .map((row) => ({ country_id: row.country_id, disease_id: row.disease_id, ...duplicateWindow(row.date) }))
    .sort(
      (a, b) =>
        a.country_id - b.country_id ||
        a.disease_id - b.disease_id ||
        (a.from < b.from ? -1 : a.from > b.from ? 1 : 0),
    );
  const all: typeof windows = [];
  for (const window of windows) {
    const last = all.at(-1);
    const samePair = last?.country_id === window.country_id && last.disease_id === window.disease_id;
    if (last && samePair && window.from <= last.to) {
      if (window.to > last.to) last.to = window.to;
    } else all.push({ ...window });
  }
  const outbreaks = [];
  for (let start = 0; start < all.length; start += CANDIDATE_PAIRS_PER_STATEMENT) {
    const some = all.slice(start, start + CANDIDATE_PAIRS_PER_STATEMENT);
    outbreaks.push(
      ...(await db
        .selectFrom('outbreaks')
        .select([...DUPLICATE_FACT_COLUMNS])
        .where((eb) =>
          eb.or(
            some.map((range) =>
              eb.and([
                eb('country_id', '=', range.country_id),
                eb('disease_id', '=', range.disease_id),
                eb('date', '>=', range.from),
                eb('date', '<=', range.to),
              ]),
            ),
          ),
        )
        .execute()),
    );
  }
  const found: NearbyRows = new Map();
  if (outbreaks.length === 0) return found;
  const answers = new Map<number, Record<string, number>>();
  for (let start = 0; start < outbreaks.length; start += 1_000)
    for (const [id, values] of await answersOf(db, outbreaks.slice(start, start + 1_000)))
      answers.set(id, values);
  for (const outbreak of outbreaks)
    addNear(found, outbreak, {
      date: outbreak.date,
      description: outbreak.description,
      answers: answers.get(outbreak.id)!,
    });
  return found;
}

/** A row as the preview shows it. */
export function previewRow(
  row: number,
  evaluated: EvaluatedRow,
  action: ImportPreviewRow['action'],
  reference: ImportReference,
): ImportPreviewRow {
  if (!evaluated.ok) return refusedImportPreviewRow(row);
  const { facts } = evaluated;
  return {
    row,
    date: facts.date,
    country: reference.countryName(facts.country_id),
    state: facts.state_name,
    city: facts.city,
    disease: reference.diseaseName(facts.disease_id),
    status: facts.status,
    cases: facts.answers.cases,
    deaths: facts.answers.deaths,
    population_at_risk: facts.answers.population_at_risk,
    secondary_cases: facts.answers.secondary_cases,
    description: facts.description,
    source: facts.source,
    external_id: facts.external_id,
    action,
  };
}
