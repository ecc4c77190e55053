import { z } from 'zod';
import { EXPORT_MESSAGE_DESCRIPTORS } from './api-messages.js';
import {
  defineMessages,
  SCREEN_ONLY,
  englishTexts,
  formatMessage,
  type MessageDescriptor,
} from './i18n/messages.js';
import { PRODUCT } from './product.js';
import { RATE_TEXTS } from './rates.js';

/**
 * Exports of the outbreak list (CSV, XLSX, GeoJSON) with the list's filters, and the background jobs
 * that prepare the large ones: formats, the job's answer, texts and messages.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** Each format's tooltip on screen (its name, CSV or Excel (XLSX) or GeoJSON, is the same in every language). */
export const EXPORT_FORMAT_TITLE_MESSAGES = defineMessages(
  {
    csv: {
      id: 'exports.format.csvTitle',
      defaultMessage: 'CSV (RFC 4180), for any spreadsheet or script',
      description: 'Tooltip of the CSV export link.',
    },
    xlsx: {
      id: 'exports.format.xlsxTitle',
      defaultMessage: 'Excel workbook with typed cells and an About sheet',
      description:
        'Tooltip of the Excel export link; "About" names the workbook’s sheet that describes the file.',
    },
    geojson: {
      id: 'exports.format.geojsonTitle',
      defaultMessage: 'GeoJSON (RFC 7946) points, for maps and GIS',
      description: 'Tooltip of the GeoJSON export link.',
    },
  },
  SCREEN_ONLY,
) satisfies Record<ExportFormat, MessageDescriptor>;

/** Each format's media type, file extension and name on screen (the title in English). */
export const EXPORT_FORMAT_FILES: Record<
  ExportFormat,
  { contentType: string; extension: string; label: string; title: string }
> = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    label: 'CSV',
    title: EXPORT_FORMAT_TITLE_MESSAGES.csv.defaultMessage,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'Excel (XLSX)',
    title: EXPORT_FORMAT_TITLE_MESSAGES.xlsx.defaultMessage,
  },
  geojson: {
    contentType: 'application/geo+json; charset=utf-8',
    extension: 'geojson',
    label: 'GeoJSON',
    title: EXPORT_FORMAT_TITLE_MESSAGES.geojson.defaultMessage,
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

export const EXPORT_MESSAGES = {
  ...englishTexts(EXPORT_MESSAGE_DESCRIPTORS),
  /** A visitor asked for more rows than are streamed at once: jobs are for signed-in users. */
  tooLargeForVisitors: (rows: number | null, atLeast: number) =>
    rows === null
      ? formatMessage(EXPORT_MESSAGE_DESCRIPTORS.tooLargeForVisitorsAtLeast, { rows: atLeast })
      : formatMessage(EXPORT_MESSAGE_DESCRIPTORS.tooLargeForVisitors, { rows }),
} as const;

/** What the export links and the list of exports show, in the reader's language. */
export const EXPORT_TEXT_MESSAGES = defineMessages(
  {
    preparing: {
      id: 'exports.preparing',
      defaultMessage: 'Your export is being prepared; you will be notified when it is ready.',
      description: 'After a click on an export link, when the file is too large to download at once.',
    },
    seeExports: {
      id: 'exports.seeExports',
      defaultMessage: 'See your exports',
      description: 'Link to the list of the user’s exports, after "Your export is being prepared".',
    },
    menuLabel: {
      id: 'exports.menuLabel',
      defaultMessage: 'Export',
      description: 'Label before the export links.',
    },
    groupName: {
      id: 'exports.groupName',
      defaultMessage: 'Export {holds}',
      description:
        'Accessible name of the export links; holds says what they hold ("the matching outbreak reports").',
    },
    linkName: {
      id: 'exports.linkName',
      defaultMessage: 'Export {holds} as {format}',
      description:
        'Accessible name of one export link; format is the format’s name (CSV, Excel (XLSX), GeoJSON).',
    },
    listTitle: {
      id: 'exports.listTitle',
      defaultMessage: 'Your exports',
      description: 'Heading of the list of exports.',
    },
    listEmpty: {
      id: 'exports.listEmpty',
      defaultMessage: 'No exports yet. Large exports of the reports list are prepared here.',
      description: 'The list of exports, empty.',
    },
    download: {
      id: 'exports.download',
      defaultMessage: 'Download',
      description: 'Link to an export’s file.',
    },
    exportFailed: {
      id: 'exports.exportFailed',
      defaultMessage: 'The export could not be downloaded. Please try again.',
      description: 'After a click on an export link that failed.',
    },
  },
  SCREEN_ONLY,
);

/** An export's state as the list of exports names it. */
export const EXPORT_STATE_MESSAGES = defineMessages(
  {
    queued: {
      id: 'exports.state.queued',
      defaultMessage: 'Waiting',
      description: 'State of an export: not started yet.',
    },
    running: {
      id: 'exports.state.running',
      defaultMessage: 'Being prepared',
      description: 'State of an export: its file is being written.',
    },
    ready: {
      id: 'exports.state.ready',
      defaultMessage: 'Ready',
      description: 'State of an export: it can be downloaded.',
    },
    failed: {
      id: 'exports.state.failed',
      defaultMessage: 'Failed',
      description: 'State of an export: it failed.',
    },
    expired: {
      id: 'exports.state.expired',
      defaultMessage: 'Expired',
      description: 'State of an export: its download link no longer works.',
    },
  },
  SCREEN_ONLY,
) satisfies Record<ExportJobState, MessageDescriptor>;

const X = EXPORT_TEXT_MESSAGES;

/** The exports' texts in English: files and notifications keep them, as do screens still in English. */
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
  preparing: X.preparing.defaultMessage,
  seeExports: X.seeExports.defaultMessage,
  menuLabel: X.menuLabel.defaultMessage,
  groupName: (holds: string) => formatMessage(X.groupName, { holds }),
  /** A format's link: "Export every outbreak report as GeoJSON". */
  linkName: (holds: string, format: string) => formatMessage(X.linkName, { holds, format }),
  listTitle: X.listTitle.defaultMessage,
  listEmpty: X.listEmpty.defaultMessage,
  download: X.download.defaultMessage,
  exportFailed: X.exportFailed.defaultMessage,
  states: englishTexts(EXPORT_STATE_MESSAGES),
} as const;
