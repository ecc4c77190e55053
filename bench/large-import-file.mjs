// The large import file of the import bench (bench/import.mjs) and the server's large-import test
// (apps/server/src/modules/imports/import-scale.test.ts): plain JavaScript, so both read it unbuilt.
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';

const COUNTRIES = [
  'FRA',
  'DEU',
  'ITA',
  'ESP',
  'PRT',
  'BEL',
  'NLD',
  'POL',
  'SWE',
  'NOR',
  'KEN',
  'NGA',
  'BRA',
  'IND',
  'JPN',
];

/** The first twenty seeded diseases, by name. */
const DISEASES = JSON.parse(
  readFileSync(new URL('../apps/server/seed-data/diseases.json', import.meta.url), 'utf8'),
)
  .slice(0, 20)
  .map((/** @type {{ name: string }} */ disease) => disease.name);

/** The days the file's dates spread over, from 2015-01-01. */
const DAYS = 3_650;

/**
 * The lines of an import file of `rows` rows, header first, each ending in CRLF: ordered by date (as
 * exports are) over ten years, each row with its own record id and case count, so none repeats another.
 * @param {number} rows
 * @returns {Generator<string>}
 */
export function* largeImportLines(rows) {
  yield 'Record ID,Country,Disease,Report date,Total cases,Deaths\r\n';
  const start = Date.UTC(2015, 0, 1);
  for (let i = 0; i < rows; i += 1) {
    const date = new Date(start + Math.floor((i * DAYS) / rows) * 86_400_000).toISOString().slice(0, 10);
    const disease = DISEASES[Math.floor(i / COUNTRIES.length) % DISEASES.length];
    yield `R-${i},${COUNTRIES[i % COUNTRIES.length]},"${disease}",${date},${10 + i},${i % 7}\r\n`;
  }
}

/**
 * The file in memory.
 * @param {number} rows
 * @returns {Buffer}
 */
export function largeImportFile(rows) {
  return Buffer.from([...largeImportLines(rows)].join(''));
}

/**
 * Writes the file to `file`, line by line, so its rows are never all in memory.
 * @param {string} file
 * @param {number} rows
 * @returns {Promise<void>}
 */
export async function writeLargeImportFile(file, rows) {
  const out = createWriteStream(file);
  for (const line of largeImportLines(rows)) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}
