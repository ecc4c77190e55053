import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { EXPORT_FORMAT_FILES, EXPORT_TEXTS, type ExportFormat } from '@outbreak-watch/domain';
import ExcelJS from 'exceljs';
import { csvLine } from '../../lib/csv.js';
import { EXPORT_COLUMNS, type ExportRecord, type ExportValue } from './export-columns.js';

/** What a file says about itself where the format has room for it (the XLSX's About sheet). */
export interface ExportAbout {
  /** The filter in words ("Cholera · Kenya · …"). */
  filter: string;
  generatedAt: Date;
}

type Records = AsyncIterable<ExportRecord[]>;

function csvExport(records: Records): Readable {
  async function* lines() {
    yield csvLine(EXPORT_COLUMNS.map(({ header }) => header));
    for await (const batch of records) yield batch.map((record) => csvLine(record.values)).join('');
  }
  return Readable.from(lines());
}

/** Five decimals: about a metre. */
const coordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/** An RFC 7946 point, longitude first; null geometry where there is no point. */
export function geoJsonPoint(longitude: number | null, latitude: number | null) {
  return longitude === null || latitude === null
    ? null
    : {
        type: 'Point' as const,
        coordinates: [coordinate(longitude), coordinate(latitude)] as [number, number],
      };
}

/** Each outbreak a Feature at its country's point (what its details map shows), or `geometry: null`. */
function geoJsonExport(records: Records, publicUrl: string): Readable {
  const feature = (record: ExportRecord) =>
    JSON.stringify({
      type: 'Feature',
      id: record.id,
      geometry: geoJsonPoint(record.longitude, record.latitude),
      properties: {
        ...Object.fromEntries(EXPORT_COLUMNS.map(({ key }, i) => [key, record.values[i]])),
        url: `${publicUrl}/details/${record.id}`,
      },
    });
  async function* chunks() {
    yield '{"type":"FeatureCollection","features":[';
    let first = true;
    for await (const batch of records) {
      if (batch.length === 0) continue;
      const features = batch.map(feature).join(',');
      yield first ? features : `,${features}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks());
}

/** A calendar date as the UTC midnight spreadsheets show as that day. */
const dateCell = (value: string) => new Date(`${value}T00:00:00Z`);

/** A cell's value: dates as dates, numbers and booleans as themselves, text always as a string. */
function xlsxCell(value: ExportValue, type: (typeof EXPORT_COLUMNS)[number]['type']) {
  if (value === null) return null;
  if (type === 'date' && typeof value === 'string') return dateCell(value);
  // A string is written as a string cell, never a formula, whatever its first character.
  return value;
}

/**
 * The XLSX, written by exceljs's streaming writer as the rows are read: sheet "Outbreaks" (bold,
 * frozen header; dates, numbers and TRUE/FALSE as typed cells) and sheet "About" (the filter, the
 * generation time, the row count and the sources).
 */
function xlsxExport(records: Records, about: ExportAbout): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = EXPORT_TEXTS.creator;
  workbook.created = about.generatedAt;
  async function write(target: Writable) {
    const sheet = workbook.addWorksheet(EXPORT_TEXTS.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map(({ key, header, type }) => ({
      key,
      width: Math.max(header.length + 2, type === 'date' ? 12 : type === 'text' ? 18 : 10),
      style: type === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
    }));
    const header = sheet.addRow(EXPORT_COLUMNS.map(({ header: text }) => text));
    header.font = { bold: true };
    header.commit();
    let rows = 0;
    for await (const batch of records) {
      for (const record of batch) {
        sheet.addRow(record.values.map((value, i) => xlsxCell(value, EXPORT_COLUMNS[i].type))).commit();
      }
      rows += batch.length;
      // The zip is written as rows are committed; wait for a slow reader rather than hold the file.
      if (target.writableNeedDrain) await once(target, 'drain');
    }
    sheet.commit();
    const aboutSheet = workbook.addWorksheet(EXPORT_TEXTS.aboutSheet);
    aboutSheet.columns = [{ width: 18 }, { width: 90 }];
    for (const [label, value] of EXPORT_TEXTS.aboutLines({ ...about, rows })) {
      const row = aboutSheet.addRow([label, value]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    aboutSheet.commit();
    await workbook.commit();
  }
  write(out).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** The file of a format, over the records given. */
export function exportFile(
  format: ExportFormat,
  records: Records,
  options: { about: ExportAbout; publicUrl: string },
): Readable {
  if (format === 'xlsx') return xlsxExport(records, options.about);
  if (format === 'geojson') return geoJsonExport(records, options.publicUrl);
  return csvExport(records);
}

/** The answer's Content-Type and a file name of the day: `outbreaks-2026-11-27.xlsx`. */
export function exportFileInfo(format: ExportFormat, at = new Date()) {
  const { contentType, extension } = EXPORT_FORMAT_FILES[format];
  return { contentType, fileName: `outbreaks-${at.toISOString().slice(0, 10)}.${extension}` };
}
