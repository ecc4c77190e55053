import { defineMessages, formatMessage } from './i18n/messages.js';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportDateFormat,
  type ImportField,
  type ImportMapping,
} from './imports.js';

/**
 * How an imported file's cells become a report's facts (README, "Import"): header suggestions, dates,
 * counts and the names of countries. Pure, so the server's check and run, the command line and the
 * tests read a cell the same way.
 */

/**
 * `{field, select, date {Date} …}`: a field's English name inside a message, chosen by the field, so a
 * refusal's English text says which field it is about and each language names the field its own way.
 */
const fieldSelect = (lowercase: boolean) =>
  `{field, select, ${IMPORT_FIELDS.map((field) => {
    const label = IMPORT_FIELD_LABELS[field].defaultMessage;
    return `${field} {${lowercase ? label.toLowerCase() : label}}`;
  }).join(' ')} other {{field}}}`;

const FIELD_NOTE =
  '{field} is the field (a select over the fields: keep the ids, translate each name as the import’s field names are translated).';
const CELL_NOTE = 'A refusal of a row of an imported file, shown in the list of refused rows.';

/** The import API's refusals and errors (README, "Import"), as descriptors. */
export const IMPORT_MESSAGE_DESCRIPTORS = defineMessages({
  emptyFile: {
    id: 'admin.imports.api.emptyFile',
    defaultMessage: 'The file is empty.',
    description: 'An uploaded import file with nothing in it.',
  },
  noHeader: {
    id: 'admin.imports.api.noHeader',
    defaultMessage: 'The file has no header row: its first row must name the columns.',
    description: 'An uploaded import file whose first row does not name its columns.',
  },
  unreadable: {
    id: 'admin.imports.api.unreadable',
    defaultMessage: 'The file could not be read as {format}.',
    description: 'An uploaded import file that is not what it says. {format} is CSV or XLSX.',
  },
  unsupportedType: {
    id: 'admin.imports.api.unsupportedType',
    defaultMessage:
      'Send the file as text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.',
    description: 'An upload of another type than CSV or XLSX. Keep the two media types as they are.',
  },
  tooLarge: {
    id: 'admin.imports.api.tooLarge',
    defaultMessage: 'The file is larger than 50 MB.',
    description: 'An upload over the size limit.',
  },
  notFound: {
    id: 'admin.imports.api.notFound',
    defaultMessage: 'The import was not found.',
    description: 'An import that does not exist (or no longer).',
  },
  mappingNotFound: {
    id: 'admin.imports.api.mappingNotFound',
    defaultMessage: 'The saved mapping was not found.',
    description: 'A saved mapping (of a file’s columns to fields) that does not exist.',
  },
  missingColumn: {
    id: 'admin.imports.api.missingColumn',
    defaultMessage: `Choose the column that holds the ${fieldSelect(true)}.`,
    description: `A mapping without the column of a required field. ${FIELD_NOTE}`,
  },
  unknownHeader: {
    id: 'admin.imports.api.unknownHeader',
    defaultMessage: `The column "{header}" chosen for the ${fieldSelect(true)} is not in the file.`,
    description: `A mapping naming a column the file lacks. {header} is the column’s header. ${FIELD_NOTE}`,
  },
  runNeedsCheck: {
    id: 'admin.imports.api.runNeedsCheck',
    defaultMessage: 'Check the file with a mapping before running the import.',
    description: 'Running an import that was not checked (dry run) first.',
  },
  notRunning: {
    id: 'admin.imports.api.notRunning',
    defaultMessage: 'Only a running import can be cancelled.',
    description: 'Cancelling an import that is not running.',
  },
  undoNotDone: {
    id: 'admin.imports.api.undoNotDone',
    defaultMessage: 'Only a finished or cancelled import can be undone.',
    description: 'Undoing an import that has not ended.',
  },
  undoUpdated: {
    id: 'admin.imports.api.undoUpdated',
    defaultMessage: 'This import changed reports that existed before it, so it cannot be undone as a whole.',
    description: 'Undoing an import that updated existing reports.',
  },
  undoEdited: {
    id: 'admin.imports.api.undoEdited',
    defaultMessage:
      '{count, plural, one {One report} other {# reports}} of this import changed after it (edited, commented or confirmed), so it cannot be undone as a whole.',
    description: 'Undoing an import some of whose reports changed since.',
  },
  required: {
    id: 'admin.imports.api.required',
    defaultMessage: `${fieldSelect(false)} is empty.`,
    description: `${CELL_NOTE} A required cell is empty. ${FIELD_NOTE}`,
  },
  notADate: {
    id: 'admin.imports.api.notADate',
    defaultMessage: '{value} is not a date.',
    description: `${CELL_NOTE} {value} is the cell as written.`,
  },
  futureDate: {
    id: 'admin.imports.api.futureDate',
    defaultMessage: '{value} is in the future.',
    description: `${CELL_NOTE} {value} is the date as written.`,
  },
  notACount: {
    id: 'admin.imports.api.notACount',
    defaultMessage: '{value} is not a whole number of 0 or more.',
    description: `${CELL_NOTE} {value} is the cell as written.`,
  },
  notANumber: {
    id: 'admin.imports.api.notANumber',
    defaultMessage: '{value} is not a number of 0 or more.',
    description: `${CELL_NOTE} {value} is the cell as written.`,
  },
  unknownCountry: {
    id: 'admin.imports.api.unknownCountry',
    defaultMessage: 'No country is named or coded "{value}".',
    description: `${CELL_NOTE} {value} is the cell as written.`,
  },
  unknownDisease: {
    id: 'admin.imports.api.unknownDisease',
    defaultMessage: 'No disease is named or coded "{value}".',
    description: `${CELL_NOTE} {value} is the cell as written.`,
  },
  unknownStatus: {
    id: 'admin.imports.api.unknownStatus',
    defaultMessage: '"{value}" is not a status (active, investigating, contained, resolved).',
    description: `${CELL_NOTE} {value} is the cell as written. Keep the four status words in English: they are what a file may hold.`,
  },
  tooLong: {
    id: 'admin.imports.api.tooLong',
    defaultMessage: `${fieldSelect(false)} is longer than {max} characters.`,
    description: `${CELL_NOTE} A text over its length limit. ${FIELD_NOTE}`,
  },
  rowFailed: {
    id: 'admin.imports.api.rowFailed',
    defaultMessage: 'The row could not be stored.',
    description: `${CELL_NOTE} Storing the row failed.`,
  },
});

const I = IMPORT_MESSAGE_DESCRIPTORS;

/** The import API's messages in English, as the server sends them (the answer translates them). */
export const IMPORT_MESSAGES = {
  emptyFile: I.emptyFile.defaultMessage,
  noHeader: I.noHeader.defaultMessage,
  unreadable: (format: string) => formatMessage(I.unreadable, { format: format.toUpperCase() }),
  unsupportedType: I.unsupportedType.defaultMessage,
  tooLarge: I.tooLarge.defaultMessage,
  notFound: I.notFound.defaultMessage,
  mappingNotFound: I.mappingNotFound.defaultMessage,
  missingColumn: (field: ImportField) => formatMessage(I.missingColumn, { field }),
  unknownHeader: (field: ImportField, header: string) => formatMessage(I.unknownHeader, { field, header }),
  runNeedsCheck: I.runNeedsCheck.defaultMessage,
  notRunning: I.notRunning.defaultMessage,
  undoNotDone: I.undoNotDone.defaultMessage,
  undoUpdated: I.undoUpdated.defaultMessage,
  undoEdited: (count: number) => formatMessage(I.undoEdited, { count }),
  required: (field: ImportField) => formatMessage(I.required, { field }),
  notADate: (value: string) => formatMessage(I.notADate, { value }),
  futureDate: (value: string) => formatMessage(I.futureDate, { value }),
  notACount: (value: string) => formatMessage(I.notACount, { value }),
  notANumber: (value: string) => formatMessage(I.notANumber, { value }),
  unknownCountry: (value: string) => formatMessage(I.unknownCountry, { value }),
  unknownDisease: (value: string) => formatMessage(I.unknownDisease, { value }),
  unknownStatus: (value: string) => formatMessage(I.unknownStatus, { value }),
  tooLong: (field: ImportField, max: number) => formatMessage(I.tooLong, { field, max: String(max) }),
  rowFailed: I.rowFailed.defaultMessage,
} as const;

/** A cell as text, trimmed: dates as YYYY-MM-DD, numbers as written, anything else empty. */
export function importCellText(cell: unknown): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return '';
}

/** Lowercase, accents and punctuation removed, words separated by single spaces. */
export function normalImportName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Header names (normalised) that suggest each field, the field's own name first. */
export const IMPORT_FIELD_SYNONYMS: Record<ImportField, readonly string[]> = {
  date: ['date', 'report date', 'reported', 'date of report', 'onset', 'onset date', 'day', 'event date'],
  country: ['country', 'iso2', 'iso3', 'country code', 'country name', 'nation', 'iso', 'iso code'],
  state: ['state', 'province', 'region', 'admin1', 'state province'],
  city: ['city', 'town', 'locality', 'place', 'district'],
  disease: ['disease', 'condition', 'pathogen', 'icd', 'icd10', 'illness', 'disease name'],
  status: ['status', 'outbreak status', 'state of outbreak'],
  cases: ['cases', 'case count', 'total cases', 'case', 'cases total', 'number of cases'],
  deaths: ['deaths', 'fatalities', 'death count', 'total deaths', 'deceased'],
  population_at_risk: ['population at risk', 'population', 'at risk', 'pop at risk'],
  secondary_cases: ['secondary cases', 'r0', 'reproduction number', 'r', 'transmission rate'],
  description: ['description', 'summary', 'details', 'notes', 'comment'],
  source: ['source', 'source url', 'url', 'link', 'reference url'],
  external_id: ['external id', 'id', 'reference', 'don', 'dons', 'record id', 'ref', 'identifier'],
};

/**
 * The columns a file's headers suggest: a header whose normalised text is a field's name or synonym
 * maps to that field; the first such header wins, and a header maps to one field at most. Fields are
 * tried in order, so a header that could be either (e.g. "region") goes to the earlier field.
 */
export function suggestImportColumns(headers: readonly string[]): ImportMapping['columns'] {
  const columns: ImportMapping['columns'] = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const names = IMPORT_FIELD_SYNONYMS[field];
    // A field's own name before its synonyms: "iso2" and "country" both name the country, "country" wins.
    for (const name of names) {
      const header = headers.find((h) => !taken.has(h) && normalImportName(h) === name);
      if (header !== undefined) {
        columns[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  return columns;
}

/** The mapping suggested from a file's headers, with the defaults of the mapping schema. */
export function suggestImportMapping(headers: readonly string[]): ImportMapping {
  return {
    columns: suggestImportColumns(headers),
    date_format: 'iso',
    country_matches: {},
    disease_matches: {},
    default_status: 'active',
    confirm: false,
  };
}

/** Excel's day 0 of the 1900 system (its serial 60 is the 29 February 1900 that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

function calendarDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export type ImportCellResult<T> = { value: T } | { error: string };

/**
 * A date cell as YYYY-MM-DD: ISO (with or without a time), D/M/Y or M/D/Y as the mapping says (with
 * `/`, `.` or `-`), an Excel serial (1–100000), or a JavaScript Date (an XLSX date cell). Impossible
 * dates and dates after `latest` are refused.
 */
export function parseImportDate(
  cell: unknown,
  format: ImportDateFormat,
  latest: string,
): ImportCellResult<string> {
  let date: string | null = null;
  const text = cell instanceof Date ? '' : importCellText(cell);
  if (cell instanceof Date) {
    date = Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  } else if (typeof cell === 'number' || /^\d{1,6}(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    if (serial >= 1 && serial <= 100_000)
      date = new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
  } else {
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
    const dayMonth = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (iso) date = calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    else if (dayMonth && format !== 'iso') {
      const [first, second, year] = [Number(dayMonth[1]), Number(dayMonth[2]), Number(dayMonth[3])];
      date = format === 'dmy' ? calendarDate(year, second, first) : calendarDate(year, first, second);
    }
  }
  const shown = text || importCellText(cell);
  if (!date) return { error: IMPORT_MESSAGES.notADate(shown) };
  if (date > latest) return { error: IMPORT_MESSAGES.futureDate(shown) };
  return { value: date };
}

/**
 * A count cell: a whole number of 0 or more, with `,`, `.`-free thousands separators or spaces
 * ("1,234", "1 234"); an empty cell is null.
 */
export function parseImportCount(cell: unknown): ImportCellResult<number | null> {
  if (typeof cell === 'number')
    return Number.isInteger(cell) && cell >= 0
      ? { value: cell }
      : { error: IMPORT_MESSAGES.notACount(String(cell)) };
  const text = importCellText(cell);
  if (text === '') return { value: null };
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(compact)) return { error: IMPORT_MESSAGES.notACount(text) };
  return { value: Number(compact.replace(/,/g, '')) };
}

/** A decimal cell of 0 or more (R0: "1.5" or "1,5"); an empty cell is null. */
export function parseImportDecimal(cell: unknown): ImportCellResult<number | null> {
  if (typeof cell === 'number')
    return Number.isFinite(cell) && cell >= 0
      ? { value: cell }
      : { error: IMPORT_MESSAGES.notANumber(String(cell)) };
  const text = importCellText(cell);
  if (text === '') return { value: null };
  const normal = text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return { error: IMPORT_MESSAGES.notANumber(text) };
  return { value: Number(normal) };
}

/**
 * Other names of countries, by ISO alpha-2 code: the official and common forms that lists such as
 * WHO's use where the reference list has the short name.
 */
export const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  BO: ['Bolivia (Plurinational State of)', 'Plurinational State of Bolivia'],
  BN: ['Brunei Darussalam'],
  CD: [
    'Congo Democratic Republic of the',
    'DR Congo',
    'DRC',
    'Congo (Kinshasa)',
    'Democratic Republic of Congo',
  ],
  CG: ['Congo', 'Congo (Brazzaville)', 'Republic of Congo'],
  CI: ['Ivory Coast', "Cote d'Ivoire"],
  CV: ['Cape Verde'],
  CZ: ['Czech Republic'],
  FK: ['Falkland Islands (Malvinas)'],
  FM: ['Micronesia (Federated States of)'],
  GB: ['United Kingdom of Great Britain and Northern Ireland', 'UK', 'Great Britain', 'Britain'],
  IR: ['Iran (Islamic Republic of)', 'Islamic Republic of Iran'],
  KP: ["Korea (Democratic People's Republic of)", "Democratic People's Republic of Korea", 'DPRK'],
  KR: ['Korea Republic of', 'Republic of Korea', 'Korea'],
  LA: ["Lao People's Democratic Republic", 'Lao PDR'],
  MD: ['Moldova Republic of', 'Republic of Moldova'],
  MK: ['Macedonia', 'The former Yugoslav Republic of Macedonia'],
  MM: ['Burma'],
  PN: ['Pitcairn'],
  PS: ['Palestine State of', 'State of Palestine', 'occupied Palestinian territory'],
  RU: ['Russian Federation'],
  SY: ['Syrian Arab Republic'],
  SZ: ['Swaziland'],
  TR: ['Turkey', 'Turkiye'],
  TW: ['Taiwan Province of China', 'Taiwan, China'],
  TZ: ['Tanzania United Republic of', 'United Republic of Tanzania'],
  US: ['United States of America', 'USA', 'U.S.', 'U.S.A.', 'America'],
  VA: ['Holy See', 'Vatican'],
  VE: ['Venezuela (Bolivarian Republic of)', 'Bolivarian Republic of Venezuela'],
  VG: ['Virgin Islands (British)'],
  VI: ['Virgin Islands (U.S.)', 'US Virgin Islands'],
  VN: ['Vietnam'],
};

export interface ImportCountryRef {
  id: number;
  alpha2: string;
  alpha3: string;
  numeric_code: string;
  name: string;
}

/**
 * Finds a country by ISO alpha-2, alpha-3 or numeric code, by name or by another common name
 * (COUNTRY_ALIASES), case-, accent- and punctuation-insensitively.
 */
export function countryFinder(countries: readonly ImportCountryRef[]): (text: string) => number | null {
  const byKey = new Map<string, number>();
  const byAlpha2 = new Map(countries.map((country) => [country.alpha2.toUpperCase(), country.id]));
  for (const country of countries) {
    byKey.set(normalImportName(country.name), country.id);
    byKey.set(normalImportName(country.alpha3), country.id);
    byKey.set(normalImportName(country.alpha2), country.id);
    byKey.set(String(Number(country.numeric_code)), country.id);
  }
  for (const [alpha2, names] of Object.entries(COUNTRY_ALIASES)) {
    const id = byAlpha2.get(alpha2);
    if (id === undefined) continue;
    for (const name of names) if (!byKey.has(normalImportName(name))) byKey.set(normalImportName(name), id);
  }
  return (text) => {
    const trimmed = text.trim();
    if (/^\d{1,3}$/.test(trimmed)) return byKey.get(String(Number(trimmed))) ?? null;
    return byKey.get(normalImportName(trimmed)) ?? null;
  };
}
