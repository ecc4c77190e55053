import { z } from 'zod';
import { defineMessages } from './i18n/messages.js';
import { OutbreakStatusSchema } from './outbreaks.js';

/**
 * Importing outbreak lists (CSV or XLSX): the fields a file's columns map to, the mapping an admin
 * makes and saves, and the answers of the import API. The server parses, checks and runs; the web app
 * shows the same shapes.
 */

export const IMPORT_FIELDS = [
  'date',
  'country',
  'state',
  'city',
  'disease',
  'status',
  'cases',
  'deaths',
  'population_at_risk',
  'secondary_cases',
  'description',
  'source',
  'external_id',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const ImportFieldSchema = z.enum(IMPORT_FIELDS);

/** Fields a row cannot be stored without. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['date', 'country', 'disease'];

const FIELD =
  'Name of a field of an imported outbreak list, shown beside the choice of the file’s column that holds it.';

/** The fields' names, as the mapping step shows them and the import's refusals name them. */
export const IMPORT_FIELD_LABELS = defineMessages<ImportField>({
  date: {
    id: 'admin.imports.field.date',
    defaultMessage: 'Date',
    description: `${FIELD} The report’s date.`,
  },
  country: { id: 'admin.imports.field.country', defaultMessage: 'Country', description: FIELD },
  state: {
    id: 'admin.imports.field.state',
    defaultMessage: 'State',
    description: `${FIELD} The state, province or region within the country.`,
  },
  city: { id: 'admin.imports.field.city', defaultMessage: 'City', description: FIELD },
  disease: { id: 'admin.imports.field.disease', defaultMessage: 'Disease', description: FIELD },
  status: {
    id: 'admin.imports.field.status',
    defaultMessage: 'Status',
    description: `${FIELD} The outbreak’s status (active, investigating, contained, resolved).`,
  },
  cases: {
    id: 'admin.imports.field.cases',
    defaultMessage: 'Cases',
    description: `${FIELD} Number of cases.`,
  },
  deaths: {
    id: 'admin.imports.field.deaths',
    defaultMessage: 'Deaths',
    description: `${FIELD} Number of deaths.`,
  },
  population_at_risk: {
    id: 'admin.imports.field.populationAtRisk',
    defaultMessage: 'Population at risk',
    description: FIELD,
  },
  secondary_cases: {
    id: 'admin.imports.field.secondaryCases',
    defaultMessage: 'Secondary cases (R0)',
    description: `${FIELD} The basic reproduction number; keep “R0”.`,
  },
  description: { id: 'admin.imports.field.description', defaultMessage: 'Description', description: FIELD },
  source: {
    id: 'admin.imports.field.source',
    defaultMessage: 'Source',
    description: `${FIELD} Where the report comes from (a link).`,
  },
  external_id: {
    id: 'admin.imports.field.externalId',
    defaultMessage: 'External id',
    description: `${FIELD} The record’s identifier in the source it comes from.`,
  },
});

/** How a day-first or month-first date like 03/04/2026 is read; ISO dates and Excel serials always are. */
export const IMPORT_DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Largest file accepted, in bytes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const ImportMappingSchema = z
  .object({
    /** Field → the header of the column that holds it; unmapped fields are absent. */
    columns: z.partialRecord(ImportFieldSchema, z.string().min(1).max(200)),
    date_format: z.enum(IMPORT_DATE_FORMATS),
    /** A file's country or disease text (as written, trimmed) → the id it means, for values not found by name or code. */
    country_matches: z.record(z.string().max(200), z.number().int().positive()).default({}),
    disease_matches: z.record(z.string().max(200), z.number().int().positive()).default({}),
    /** Status of rows without a status column or value. */
    default_status: OutbreakStatusSchema.default('active'),
    /** Imported reports are stored as confirmed by the verification team (the importer), or wait in the queue. */
    confirm: z.boolean().default(false),
  })
  .strict();
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const IMPORT_STATES = [
  'uploaded',
  'checked',
  'running',
  'done',
  'failed',
  'cancelled',
  'undone',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** What a row of the file would do, or did. */
export interface ImportCounts {
  total: number;
  added: number;
  updated: number;
  duplicates: number;
  refused: number;
}

export interface ImportRefusal {
  /** 1-based row number in the file, the header being row 1. */
  row: number;
  /** The file's column header, or null for a refusal of the whole row. */
  column: string | null;
  reason: string;
}

/** A row as it would be stored (names resolved), for the preview. */
export interface ImportPreviewRow {
  row: number;
  date: string;
  country: string;
  state: string | null;
  city: string | null;
  disease: string;
  status: string;
  cases: number;
  deaths: number;
  population_at_risk: number;
  secondary_cases: number | null;
  description: string | null;
  source: string | null;
  external_id: string | null;
  action: 'add' | 'update' | 'duplicate' | 'refuse';
}

/** The preview of a refused row: nothing of it would be stored, so no facts, only its number. */
export function refusedImportPreviewRow(row: number): ImportPreviewRow {
  return {
    row,
    date: '',
    country: '',
    state: null,
    city: null,
    disease: '',
    status: '',
    cases: 0,
    deaths: 0,
    population_at_risk: 0,
    secondary_cases: null,
    description: null,
    source: null,
    external_id: null,
    action: 'refuse',
  };
}

export interface ImportCheck {
  counts: ImportCounts;
  /** The first refusals (at most 100); all of them in `GET /api/imports/{id}/refusals.csv`. */
  refusals: ImportRefusal[];
  /** The first rows as they would be stored (at most 10). */
  preview: ImportPreviewRow[];
  /** Country and disease texts found neither by name nor code nor in the mapping's matches. */
  unmatched: { countries: string[]; diseases: string[] };
  /** Headers the mapping uses, and those it leaves out. */
  used_columns: string[];
  ignored_columns: string[];
}

export interface ImportJob {
  id: number;
  filename: string;
  format: ImportFormat;
  sha256: string;
  size: number;
  state: ImportState;
  headers: string[];
  /** The first rows as written in the file (at most 10), for mapping by eye. */
  sample_rows: string[][];
  row_count: number;
  /** Header-name suggestions on upload; the mapping in use after a check or run. */
  mapping: ImportMapping;
  check: ImportCheck | null;
  /** Rows done while running, and the total. */
  progress: { done: number; total: number };
  /** What a run did (counts), when it ended. */
  result: ImportCounts | null;
  /** Why a run failed, in words. */
  error: string | null;
  created_by: { id: number; name: string } | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  undone_at: string | null;
  /** Undo is allowed: done, not undone, and none of its reports changed since. */
  can_undo: boolean;
}

export interface SavedImportMapping {
  id: number;
  name: string;
  mapping: ImportMapping;
  created_at: string;
}

export const SaveImportMappingSchema = z
  .object({ name: z.string().trim().min(1).max(100), mapping: ImportMappingSchema })
  .strict();

export const ImportCheckRequestSchema = z.object({ mapping: ImportMappingSchema }).strict();
