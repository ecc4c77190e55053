import { z } from 'zod';
import { EXCHANGE_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { englishTexts, formatMessage } from './i18n/messages.js';
import { AnalyticsQuerySchema } from './analytics.js';
import { addDays, isoWeekMonday, isoWeekOf, isoWeeksInYear } from './periods.js';

/**
 * Exchange with DHIS2 (`/api/exchange/dhis2/…`): weekly cases and deaths per country (a DHIS2
 * organisation unit) and disease (a DHIS2 data element), as a DHIS2 `dataValueSets` JSON document or as
 * ADX (IHE QRPH Aggregate Data Exchange, `urn:ihe:qrph:adx:2015`), through a mapping of our countries and
 * diseases to DHIS2 identifiers that admins keep.
 */

/** A DHIS2 UID: 11 characters, a letter then letters or digits. */
export const DHIS2_UID_PATTERN = /^[A-Za-z][A-Za-z0-9]{10}$/;
/** The most ISO weeks one document covers (two years, as the epidemic curve). */
export const DHIS2_MAX_WEEKS = 104;
/** The ADX namespace of the IHE QRPH profile, and the media type DHIS2 imports it as. */
export const ADX_NAMESPACE = 'urn:ihe:qrph:adx:2015';
export const ADX_MEDIA_TYPE = 'application/adx+xml';
/** How many rows a document left out for want of a mapping (`GET …/unmapped` lists them). */
export const UNMAPPED_HEADER = 'x-unmapped-rows';
export const DHIS2_FORMATS = ['json', 'adx'] as const;
export type Dhis2Format = (typeof DHIS2_FORMATS)[number];

export const EXCHANGE_MESSAGES = {
  ...englishTexts(EXCHANGE_MESSAGE_DESCRIPTORS),
  weekOutOfYear: (year: number) =>
    formatMessage(EXCHANGE_MESSAGE_DESCRIPTORS.weekOutOfYear, { year, weeks: isoWeeksInYear(year) }),
  tooLong: formatMessage(EXCHANGE_MESSAGE_DESCRIPTORS.tooLong, { weeks: DHIS2_MAX_WEEKS }),
  unknownCountry: (value: string | number) =>
    formatMessage(EXCHANGE_MESSAGE_DESCRIPTORS.unknownCountry, { value: String(value) }),
  unknownDisease: (value: string | number) =>
    formatMessage(EXCHANGE_MESSAGE_DESCRIPTORS.unknownDisease, { value: String(value) }),
  duplicateCountry: (value: string | number) =>
    formatMessage(EXCHANGE_MESSAGE_DESCRIPTORS.duplicateCountry, { value: String(value) }),
  duplicateDisease: (value: string | number) =>
    formatMessage(EXCHANGE_MESSAGE_DESCRIPTORS.duplicateDisease, { value: String(value) }),
} as const;

const Dhis2UidSchema = z.string().trim().regex(DHIS2_UID_PATTERN, { error: EXCHANGE_MESSAGES.uid });
const OptionalUid = z.preprocess((value) => (value === '' ? null : value), Dhis2UidSchema.nullish());

// The mapping ----------------------------------------------------------------------------------------------

/**
 * The mapping document (`PUT /api/exchange/dhis2/mapping`, and the file admins upload): countries by ISO
 * alpha-2 or alpha-3 code or id, diseases by name or id. The answer of `GET` is the same document with
 * names added (ignored when it is sent back).
 */
export const Dhis2MappingInputSchema = z.object({
  data_set: OptionalUid,
  org_units: z
    .array(z.object({ country: z.union([z.string().trim().min(1), z.number().int()]), uid: Dhis2UidSchema }))
    .max(1000),
  data_elements: z
    .array(
      z.object({
        disease: z.union([z.string().trim().min(1), z.number().int()]),
        cases: Dhis2UidSchema,
        deaths: OptionalUid,
        category_option_combo: OptionalUid,
      }),
    )
    .max(1000),
});
export type Dhis2MappingInput = z.input<typeof Dhis2MappingInputSchema>;
export type Dhis2MappingParsed = z.output<typeof Dhis2MappingInputSchema>;

export const Dhis2MappingSchema = z.object({
  data_set: z.string().nullable(),
  org_units: z.array(
    z.object({
      country: z.string(),
      country_id: z.number().int(),
      country_name: z.string(),
      uid: z.string(),
    }),
  ),
  data_elements: z.array(
    z.object({
      disease: z.string(),
      disease_id: z.number().int(),
      cases: z.string(),
      deaths: z.string().nullable(),
      category_option_combo: z.string().nullable(),
    }),
  ),
});
export type Dhis2Mapping = z.infer<typeof Dhis2MappingSchema>;

// Periods --------------------------------------------------------------------------------------------------

/** An ISO week as people and DHIS2 write it: `2026W5`, `2026W05` or `2026-W05`. */
const WEEK_PATTERN = /^(\d{4})-?W(\d{1,2})$/;

/** The Monday of an ISO week given as `2026W5`, `2026W05` or `2026-W05`; null when it is no such week. */
export function parseIsoWeek(value: string): string | null {
  const match = WEEK_PATTERN.exec(value.trim().toUpperCase());
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > isoWeeksInYear(year)) return null;
  return isoWeekMonday(year, week);
}

/** DHIS2's weekly period id of the week starting `monday`: `2026W5` (year of the ISO week, no padding). */
export function dhis2WeekPeriod(monday: string): string {
  const { year, week } = isoWeekOf(monday);
  return `${year}W${week}`;
}

/** ADX's period of the week starting `monday`: its first day and length, `2026-01-26/P7D`. */
export function adxWeekPeriod(monday: string): string {
  return `${monday}/P7D`;
}

const WeekSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const match = WEEK_PATTERN.exec(value.toUpperCase());
    if (!match) context.addIssue({ code: 'custom', message: EXCHANGE_MESSAGES.period });
    else if (parseIsoWeek(value) === null)
      context.addIssue({ code: 'custom', message: EXCHANGE_MESSAGES.weekOutOfYear(Number(match[1])) });
  });

/**
 * `GET /api/exchange/dhis2/dataValueSets`, `…/adx` and `…/unmapped`: one ISO week (`period`) or a range of
 * whole weeks (`from` and `to`), and the analytics filters (disease, country, region, severity, status,
 * confirmed).
 */
export const Dhis2ExportQuerySchema = AnalyticsQuerySchema.omit({ days: true, from: true, to: true })
  .extend({ period: WeekSchema.optional(), from: WeekSchema.optional(), to: WeekSchema.optional() })
  .superRefine((query, context) => {
    const range = Boolean(query.from || query.to);
    if (Boolean(query.period) === range || (range && !(query.from && query.to))) {
      context.addIssue({ code: 'custom', path: ['period'], message: EXCHANGE_MESSAGES.periodOrRange });
      return;
    }
    const weeks = exportWeeks(query);
    if (weeks === null) return; // a week the field's own check refused
    if (weeks.length === 0)
      context.addIssue({ code: 'custom', path: ['from'], message: EXCHANGE_MESSAGES.weeksOutOfOrder });
    else if (weeks.length > DHIS2_MAX_WEEKS)
      context.addIssue({ code: 'custom', path: ['from'], message: EXCHANGE_MESSAGES.tooLong });
  });
export type Dhis2ExportQuery = z.input<typeof Dhis2ExportQuerySchema>;
export type Dhis2ExportFilters = z.output<typeof Dhis2ExportQuerySchema>;

/** The Mondays of the weeks a query covers, oldest first; null when a week is not one. */
export function exportWeeks(query: { period?: string; from?: string; to?: string }): string[] | null {
  const first = parseIsoWeek(query.period ?? query.from ?? '');
  const last = parseIsoWeek(query.period ?? query.to ?? '');
  if (first === null || last === null) return null;
  const weeks: string[] = [];
  for (let week = first; week <= last && weeks.length <= DHIS2_MAX_WEEKS; week = addDays(week, 7))
    weeks.push(week);
  return weeks;
}

// The documents --------------------------------------------------------------------------------------------

/** One value of a DHIS2 data value set (DHIS2 Web API, "Sending data values"); values are strings. */
export const Dhis2DataValueSchema = z.object({
  dataElement: z.string(),
  period: z.string(),
  orgUnit: z.string(),
  categoryOptionCombo: z.string().optional(),
  value: z.string(),
});
export type Dhis2DataValue = z.infer<typeof Dhis2DataValueSchema>;

/** The `dataValueSets` JSON document: the data set when mapped, and every value with its own period and org unit. */
export const Dhis2DataValueSetSchema = z.object({
  dataSet: z.string().optional(),
  dataValues: z.array(Dhis2DataValueSchema),
});
export type Dhis2DataValueSet = z.infer<typeof Dhis2DataValueSetSchema>;

/** A country × disease with counts in the weeks that a document left out: its country or disease is unmapped. */
export const Dhis2UnmappedRowSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_mapped: z.boolean(),
  disease_id: z.number().int(),
  disease_name: z.string(),
  disease_mapped: z.boolean(),
  cases: z.number().int(),
  deaths: z.number().int(),
});
export type Dhis2UnmappedRow = z.infer<typeof Dhis2UnmappedRowSchema>;

export const Dhis2UnmappedResponseSchema = z.object({
  /** The weeks covered, as DHIS2 period ids. */
  periods: z.array(z.string()),
  /** How many data values the document holds. */
  values: z.number().int(),
  unmapped: z.array(Dhis2UnmappedRowSchema),
});
export type Dhis2UnmappedResponse = z.infer<typeof Dhis2UnmappedResponseSchema>;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlAttribute = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** One ADX group: an org unit's values of one week. */
export interface AdxGroup {
  orgUnit: string;
  /** The Monday of the week. */
  week: string;
  dataSet: string;
  values: { dataElement: string; categoryOptionCombo?: string; value: string }[];
}

/** An ADX document: one group per org unit and week, `exported` at `exportedAt` (an ISO date-time). */
export function adxDocument(groups: AdxGroup[], exportedAt: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<adx xmlns="${ADX_NAMESPACE}" exported="${xmlAttribute(exportedAt)}">`,
  ];
  for (const group of groups) {
    lines.push(
      `  <group orgUnit="${xmlAttribute(group.orgUnit)}" period="${adxWeekPeriod(group.week)}" ` +
        `dataSet="${xmlAttribute(group.dataSet)}">`,
    );
    for (const value of group.values) {
      const combo = value.categoryOptionCombo
        ? ` categoryOptionCombo="${xmlAttribute(value.categoryOptionCombo)}"`
        : '';
      lines.push(
        `    <dataValue dataElement="${xmlAttribute(value.dataElement)}"${combo} value="${value.value}"/>`,
      );
    }
    lines.push('  </group>');
  }
  lines.push('</adx>', '');
  return lines.join('\n');
}

/** The file name of a download, e.g. `dhis2-2026W5.json` or `dhis2-2026W1-2026W8.adx.xml`. */
export function dhis2FileName(weeks: readonly string[], format: Dhis2Format): string {
  const first = dhis2WeekPeriod(weeks[0]);
  const last = dhis2WeekPeriod(weeks.at(-1)!);
  const span = first === last ? first : `${first}-${last}`;
  return `dhis2-${span}.${format === 'json' ? 'json' : 'adx.xml'}`;
}
