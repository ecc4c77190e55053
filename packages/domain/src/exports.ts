import { z } from 'zod';
import { PRODUCT } from './product.js';
import { RATE_TEXTS } from './rates.js';

/**
 * Exports of the outbreak list (CSV, XLSX, GeoJSON) with the list's filters, and the background jobs
 * that prepare the large ones: formats, the job's answer, texts and messages.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** Each format's media type, file extension and name on screen. */
export const EXPORT_FORMAT_FILES: Record<
  ExportFormat,
  { contentType: string; extension: string; label: string; title: string }
> = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    label: 'CSV',
    title: 'CSV (RFC 4180), for any spreadsheet or script',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'Excel (XLSX)',
    title: 'Excel workbook with typed cells and an About sheet',
  },
  geojson: {
    contentType: 'application/geo+json; charset=utf-8',
    extension: 'geojson',
    label: 'GeoJSON',
    title: 'GeoJSON (RFC 7946) points, for maps and GIS',
  },
};

/** queued → running → ready (downloadable until `expires_at`) → expired; or failed. */
export const EXPORT_JOB_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export const ExportJobStateSchema = z.enum(EXPORT_JOB_STATES);
export type ExportJobState = z.infer<typeof ExportJobStateSchema>;

export const ExportJobSchema = z.object({
  id: z.number().int(),
  state: ExportJobStateSchema,
  format: ExportFormatSchema,
  /** The filter in words ("Cholera · Kenya · since Mar 1, 2026"). */
  filter: z.string(),
  /** Rows matched when asked (null: more than the quick count reads), then rows written. */
  rows: z.number().int().nullable(),
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The signed download address while the file is there (ready and not expired), else null. */
  download_url: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;

export const ExportJobResponseSchema = z.object({ job: ExportJobSchema });
export type ExportJobResponse = z.infer<typeof ExportJobResponseSchema>;
export const ExportJobListResponseSchema = z.object({ jobs: z.array(ExportJobSchema) });
export type ExportJobListResponse = z.infer<typeof ExportJobListResponseSchema>;

export const ExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** How many of a user's exports their list shows, newest first. */
export const EXPORT_LIST_LIMIT = 10;

const rowsText = (rows: number | null, atLeast: number) =>
  rows === null
    ? `more than ${atLeast.toLocaleString('en-US')} rows`
    : `${rows.toLocaleString('en-US')} rows`;

export const EXPORT_MESSAGES = {
  /** A visitor asked for more rows than are streamed at once: jobs are for signed-in users. */
  tooLargeForVisitors: (rows: number | null, atLeast: number) =>
    `This export has ${rowsText(rows, atLeast)}; sign in to have it prepared and sent to you, or narrow the filters.`,
  notFound: 'Export not found.',
  badToken: 'This download link is not valid.',
  expired: 'This download link has expired. Export the list again to get a new file.',
  notReady: 'This export is not ready yet.',
  failed: 'The export could not be prepared.',
} as const;

export const EXPORT_TEXTS = {
  creator: PRODUCT.name,
  sheet: 'Outbreaks',
  aboutSheet: 'About',
  /** The About sheet of an XLSX: label and value per line. */
  aboutLines: (about: { filter: string; generatedAt: Date; rows: number }): [string, string][] => [
    ['Title', `${PRODUCT.name}: outbreak reports`],
    ['Filter', about.filter],
    ['Generated', `${about.generatedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`],
    ['Rows', about.rows.toLocaleString('en-US')],
    ['Source', PRODUCT.source],
    ['Population', `${RATE_TEXTS.source} (${RATE_TEXTS.sourceUrl})`],
  ],
  /** What the web shows on a 202. */
  preparing: 'Your export is being prepared; you will be notified when it is ready.',
  seeExports: 'See your exports',
  menuLabel: 'Export',
  groupName: (holds: string) => `Export ${holds}`,
  /** A format's link: "Export every outbreak report as GeoJSON". */
  linkName: (holds: string, format: string) => `Export ${holds} as ${format}`,
  listTitle: 'Your exports',
  listEmpty: 'No exports yet. Large exports of the reports list are prepared here.',
  download: 'Download',
  exportFailed: 'The export could not be downloaded. Please try again.',
  states: {
    queued: 'Waiting',
    running: 'Being prepared',
    ready: 'Ready',
    failed: 'Failed',
    expired: 'Expired',
  } satisfies Record<ExportJobState, string>,
} as const;
