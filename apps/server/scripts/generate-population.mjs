#!/usr/bin/env node
/**
 * Generates apps/server/seed-data/population.json from the World Bank population table
 * (World Development Indicators, series SP.POP.TOTL, CC BY 4.0) in the shared data folder.
 *
 * Only rows whose code is the alpha-3 code of a country in seed-data/countries.json are kept, so regional
 * and income-group aggregates (WLD, EUU, SSF, ...) are left out. The output maps each alpha-3 code to its
 * [year, population] pairs, oldest first, one country per line; years without a figure are absent.
 *
 * Usage: npm run seed:generate (after generate-seed.mjs, which writes countries.json).
 * The shared data folder defaults to ../../../../shared/data relative to this file; set SHARED_DATA_DIR to
 * use another one. The output is deterministic: same inputs, same bytes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../seed-data/', import.meta.url));
const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const POPULATION_CSV = path.join(SHARED_DATA_DIR, 'population', 'world-bank-population-1960-2024.csv');

if (!existsSync(POPULATION_CSV)) {
  throw new Error(`Missing ${POPULATION_CSV} (set SHARED_DATA_DIR to the folder holding the shared data)`);
}

const countries = JSON.parse(readFileSync(path.join(OUT_DIR, 'countries.json'), 'utf8'));
const known = new Set(countries.map((country) => country.alpha3));

/** The last three fields of a CSV line (code, year, value); country names may hold quoted commas. */
function lastFields(line) {
  const parts = line.split(',');
  return parts.slice(-3);
}

const byCountry = new Map();
const lines = readFileSync(POPULATION_CSV, 'utf8').split(/\r?\n/).slice(1);
for (const line of lines) {
  if (line.trim() === '') continue;
  const [code, yearText, valueText] = lastFields(line);
  if (!known.has(code) || valueText.trim() === '') continue;
  const year = Number(yearText);
  const population = Math.round(Number(valueText));
  if (!Number.isInteger(year) || !(population > 0)) continue;
  if (!byCountry.has(code)) byCountry.set(code, []);
  byCountry.get(code).push([year, population]);
}

const codes = [...byCountry.keys()].sort();
const body = codes
  .map((code) => {
    const figures = byCountry.get(code).sort((a, b) => a[0] - b[0]);
    return `  ${JSON.stringify(code)}: ${JSON.stringify(figures)}`;
  })
  .join(',\n');
writeFileSync(path.join(OUT_DIR, 'population.json'), `{\n${body}\n}\n`);
console.log(`wrote seed-data/population.json (${codes.length} countries)`);
