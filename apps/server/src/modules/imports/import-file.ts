import { Readable } from 'node:stream';
import { importCellText, IMPORT_MESSAGES, type ImportFormat } from '@outbreak-watch/domain';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { badRequest } from '../../http-error.js';

/** A row of a file as read: its 1-based number in the file (the header is row 1) and its cells. */
export interface FileRow {
  row: number;
  cells: unknown[];
}

/** Chunks the stored bytes are fed to the parsers in, so neither sees the whole file as one string. */
const CHUNK_BYTES = 64 * 1024;

function chunks(content: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let start = 0; start < content.length; start += CHUNK_BYTES)
        yield content.subarray(start, start + CHUNK_BYTES);
    })(),
  );
}

/** `;` when the header line has more semicolons than commas (European spreadsheets), else `,`. */
export function sniffDelimiter(content: Buffer): ',' | ';' {
  const head = content.subarray(0, Math.min(content.length, 8192)).toString('utf8');
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

async function* csvRows(content: Buffer): AsyncGenerator<FileRow> {
  const parser = chunks(content).pipe(
    parse({
      bom: true,
      delimiter: sniffDelimiter(content),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }),
  );
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    // The line a record ends on: the number a spreadsheet shows for it when no cell spans lines.
    yield { row: record.info.lines, cells: record.record };
  }
}

/** An XLSX cell's value as text, number or Date: formulas by their result, rich text as its text. */
function xlsxCell(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return xlsxCell(value.result);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return importCellText(value.text);
  return '';
}

async function* xlsxRows(content: Buffer): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(chunks(content), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as ExcelJS.CellValue[];
      // ExcelJS rows are 1-based: index 0 is always empty.
      yield { row: row.number, cells: values.slice(1).map(xlsxCell) };
    }
    // The first sheet only.
    break;
  }
}

/** Whether every cell of a row is empty. */
export function isBlankRow(cells: readonly unknown[]): boolean {
  return cells.every((cell) => importCellText(cell) === '');
}

/** The file's rows, header first, one at a time; a file that cannot be parsed throws a 400. */
export async function* readFileRows(format: ImportFormat, content: Buffer): AsyncGenerator<FileRow> {
  try {
    yield* format === 'csv' ? csvRows(content) : xlsxRows(content);
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest(IMPORT_MESSAGES.unreadable(format));
  }
}

/** The header row, a few rows as written, and how many non-blank data rows the file has. */
export async function surveyFile(
  format: ImportFormat,
  content: Buffer,
): Promise<{ headers: string[]; sample_rows: string[][]; row_count: number }> {
  if (content.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
  let headers: string[] | null = null;
  const sample: string[][] = [];
  let count = 0;
  for await (const { cells } of readFileRows(format, content)) {
    if (headers === null) {
      if (isBlankRow(cells)) continue;
      headers = cells.map((cell) => importCellText(cell));
      continue;
    }
    if (isBlankRow(cells)) continue;
    count += 1;
    if (sample.length < 10) sample.push(cells.map((cell) => importCellText(cell)));
  }
  if (headers === null) throw badRequest(IMPORT_MESSAGES.emptyFile);
  const named = headers.filter((header) => header !== '');
  // A first row of numbers or dates is data, not names.
  if (named.length === 0 || named.every((header) => /^[\d\s.,:/+-]+$/.test(header)))
    throw badRequest(IMPORT_MESSAGES.noHeader);
  return { headers, sample_rows: sample, row_count: count };
}
