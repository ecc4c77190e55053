import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { csvLine } from '../../lib/csv.js';

/**
 * Rows of the WHO Disease Outbreak News list by country, disease and year (its first 600 rows, then one
 * row of every other country it names), with the columns the tests read.
 */
const WHO_DON_FILE = new URL('./fixtures/who-don-sample.csv', import.meta.url);

export interface WhoDonRow {
  Country: string;
  iso2: string;
  iso3: string;
  Year: string;
  Disease: string;
  DONs: string;
}

export function whoDonRows(): WhoDonRow[] {
  return parse<WhoDonRow>(readFileSync(WHO_DON_FILE), { columns: true, bom: true });
}

/** A row of the built import file, as the test expects it stored. */
export interface BuiltRow {
  record_id: string;
  country: string;
  iso3: string;
  disease: string;
  date: string;
  cases: number;
  deaths: number;
  population: number;
}

/** The import file of these rows, in the WHO list's shape, with `extraLines` at its end. */
export function whoDonCsv(rows: readonly BuiltRow[], extraLines: readonly string[] = []): string {
  const lines = [
    csvLine([
      'Record ID',
      'Country',
      'ISO3',
      'Disease',
      'Report date',
      'Total cases',
      'Deaths',
      'Population at risk',
      'Notes',
    ]),
    ...rows.map((row) =>
      csvLine([
        row.record_id,
        row.country,
        row.iso3,
        row.disease,
        row.date,
        row.cases,
        row.deaths,
        row.population,
        '',
      ]),
    ),
    ...extraLines,
  ];
  return lines.join('');
}

/**
 * An import file of the WHO list's shape: `rows` of it from `start`, with a date made from the year and
 * the row's place (January to September, so never in the future), and cases, deaths and a population at
 * risk made from the row's number, so no two rows repeat each other.
 */
export function buildWhoDonFile(options: { start: number; count: number; extraLines?: string[] }): {
  csv: string;
  rows: BuiltRow[];
} {
  const source = whoDonRows().slice(options.start, options.start + options.count);
  const seen = new Map<string, number>();
  const rows = source.map((row, index) => {
    const n = options.start + index;
    const pair = `${row.DONs}-${row.iso2}`;
    seen.set(pair, (seen.get(pair) ?? 0) + 1);
    const cases = 10 + ((n * 37) % 500);
    return {
      record_id: `${pair}-${seen.get(pair)}`,
      country: row.Country,
      iso3: row.iso3,
      disease: row.Disease,
      date: `${row.Year}-${String((n % 9) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      cases,
      deaths: n % 7,
      population: cases * 20,
    };
  });
  return { csv: whoDonCsv(rows, options.extraLines), rows };
}
