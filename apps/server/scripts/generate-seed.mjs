#!/usr/bin/env node
/**
 * Generates the reference data the server loads at every start, into apps/server/seed-data/:
 * countries.json, states.json, diseases.json and metadata.json.
 *
 * Sources and licences:
 * - iso-3166 (MIT, Titus Wormer): ISO 3166-1 countries and ISO 3166-2 subdivisions.
 * - i18n-iso-countries (MIT): cross-check of the alpha-3 and numeric codes.
 * - world-atlas (ISC, Mike Bostock), built from Natural Earth (public domain): country shapes for centroids.
 * - WHO Disease Outbreak News dataset (MIT): Torres Munguía J. A. et al., "A global dataset of pandemic- and
 *   epidemic-prone disease outbreaks", Scientific Data 9, 683 (2022), doi:10.1038/s41597-022-01797-2.
 * - Disease Ontology, infectious-disease subset (CC0 1.0): agent types and definitions.
 * - UN M49 sub-regions and WHO ICD-10 block titles: public standards, written out as tables below.
 *
 * Usage: npm run seed:generate
 * The shared data folder defaults to ../../../../shared/data relative to this file (beside the repository);
 * set SHARED_DATA_DIR to use another one. The output is deterministic: same inputs, same bytes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iso31661, iso31662 } from 'iso-3166';
import i18nCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

const OUT_DIR = fileURLToPath(new URL('../seed-data/', import.meta.url));
const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const WHO_DON_CSV = path.join(SHARED_DATA_DIR, 'who-don-country-disease-year.csv');
const DISEASE_ONTOLOGY_JSON = path.join(SHARED_DATA_DIR, 'disease-ontology-infectious.json');
const WORLD_ATLAS_50M = require.resolve('world-atlas/countries-50m.json');

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Sorts by a text key, accent- and case-insensitively, with a code-point tie-break so the order is total. */
function compareText(a, b) {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

function fail(message) {
  throw new Error(message);
}

function requireFile(file) {
  if (!existsSync(file)) fail(`Missing ${file} (set SHARED_DATA_DIR to the folder holding the shared data)`);
}

function writeJson(fileName, data) {
  writeFileSync(path.join(OUT_DIR, fileName), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote seed-data/${fileName} (${Array.isArray(data) ? `${data.length} entries` : 'object'})`);
}

// ---------------------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------------------

/** Short common English names where the ISO 3166-1 name is a formal or inverted one. */
const COUNTRY_NAMES = {
  BN: 'Brunei',
  BO: 'Bolivia',
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GB: 'United Kingdom',
  IR: 'Iran',
  KP: 'North Korea',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  NL: 'Netherlands',
  PN: 'Pitcairn Islands',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VE: 'Venezuela',
  VG: 'British Virgin Islands',
  VI: 'United States Virgin Islands',
};

/**
 * UN M49 geographic regions: the sub-region, or the intermediate region for Africa south of the Sahara and
 * for Latin America and the Caribbean. Antarctica has no M49 region and is its own.
 */
const M49_REGIONS = {
  'Northern Africa': 'DZ EG EH LY MA SD TN',
  'Eastern Africa': 'BI DJ ER ET IO KE KM MG MU MW MZ RE RW SC SO SS TF TZ UG YT ZM ZW',
  'Middle Africa': 'AO CD CF CG CM GA GQ ST TD',
  'Southern Africa': 'BW LS NA SZ ZA',
  'Western Africa': 'BF BJ CI CV GH GM GN GW LR ML MR NE NG SH SL SN TG',
  Caribbean: 'AG AI AW BB BL BQ BS CU CW DM DO GD GP HT JM KN KY LC MF MQ MS PR SX TC TT VC VG VI',
  'Central America': 'BZ CR GT HN MX NI PA SV',
  'South America': 'AR BO BR BV CL CO EC FK GF GS GY PE PY SR UY VE',
  'Northern America': 'BM CA GL PM US',
  Antarctica: 'AQ',
  'Central Asia': 'KG KZ TJ TM UZ',
  'Eastern Asia': 'CN HK JP KP KR MN MO TW',
  'South-eastern Asia': 'BN ID KH LA MM MY PH SG TH TL VN',
  'Southern Asia': 'AF BD BT IN IR LK MV NP PK',
  'Western Asia': 'AE AM AZ BH CY GE IL IQ JO KW LB OM PS QA SA SY TR YE',
  'Eastern Europe': 'BG BY CZ HU MD PL RO RU SK UA',
  'Northern Europe': 'AX DK EE FI FO GB GG IE IM IS JE LT LV NO SE SJ',
  'Southern Europe': 'AD AL BA ES GI GR HR IT ME MK MT PT RS SI SM VA',
  'Western Europe': 'AT BE CH DE FR LI LU MC NL',
  'Australia and New Zealand': 'AU CC CX HM NF NZ',
  Melanesia: 'FJ NC PG SB VU',
  Micronesia: 'FM GU KI MH MP NR PW UM',
  Polynesia: 'AS CK NU PF PN TK TO TV WF WS',
};

/**
 * Approximate coordinates (main island or capital) of the countries that the 50m Natural Earth file lacks,
 * most of them because they are drawn as part of another country, and of Antarctica.
 */
const FALLBACK_COORDINATES = {
  AQ: [-75.25, -0.07], // Antarctica: its outline goes around the pole
  BQ: [12.18, -68.25], // Bonaire
  BV: [-54.42, 3.36], // Bouvet Island
  CC: [-12.17, 96.87], // West Island
  CX: [-10.49, 105.62], // Christmas Island
  GF: [3.93, -53.13], // French Guiana
  GI: [36.14, -5.35], // Gibraltar
  GP: [16.25, -61.58], // Guadeloupe
  MQ: [14.64, -61.02], // Martinique
  RE: [-21.12, 55.54], // Réunion
  SJ: [78.5, 16.0], // Spitsbergen, Svalbard
  TK: [-9.2, -171.85], // Atafu, Nukunonu and Fakaofo
  TV: [-8.52, 179.2], // Funafuti
  UM: [19.28, 166.65], // Wake Island
  YT: [-12.83, 45.17], // Mayotte
};

function regionByAlpha2() {
  const regions = new Map();
  for (const [region, codes] of Object.entries(M49_REGIONS)) {
    for (const code of codes.split(' ')) {
      if (regions.has(code)) fail(`${code} is listed in both ${regions.get(code)} and ${region}`);
      regions.set(code, region);
    }
  }
  return regions;
}

/** Lambert cylindrical equal-area projection: planar area and centroid there are true area-weighted ones. */
function project([longitude, latitude]) {
  return [(longitude * Math.PI) / 180, Math.sin((latitude * Math.PI) / 180)];
}

function unproject([x, y]) {
  return [(x * 180) / Math.PI, (Math.asin(Math.max(-1, Math.min(1, y))) * 180) / Math.PI];
}

/**
 * Longitudes made continuous across the antimeridian (179.9 → 180.1 instead of -179.9). Returns null for a
 * ring that goes once around a pole (Antarctica), which has no meaningful planar centroid.
 */
function unwrapRing(ring) {
  let offset = 0;
  const unwrapped = ring.map(([longitude, latitude], i) => {
    if (i > 0) {
      const step = longitude - ring[i - 1][0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [longitude + offset, latitude];
  });
  return offset === 0 ? unwrapped : null;
}

/** Unsigned area and centroid of one ring (shoelace formula), in projected coordinates. */
function ringAreaAndCentroid(ring) {
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  const points = ring.map(project);
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[i + 1];
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (twiceArea === 0) return { area: 0, centroid: points[0] };
  return { area: Math.abs(twiceArea) / 2, centroid: [cx / (3 * twiceArea), cy / (3 * twiceArea)] };
}

/** Area and centroid of a polygon: its outer ring minus its holes; null if it goes around a pole. */
function polygonAreaAndCentroid(polygon) {
  const rings = polygon.map(unwrapRing);
  if (rings.some((ring) => !ring)) return null;
  const [outer, ...holes] = rings;
  const shell = ringAreaAndCentroid(outer);
  let area = shell.area;
  let mx = shell.area * shell.centroid[0];
  let my = shell.area * shell.centroid[1];
  for (const hole of holes) {
    const h = ringAreaAndCentroid(hole);
    area -= h.area;
    mx -= h.area * h.centroid[0];
    my -= h.area * h.centroid[1];
  }
  return area > 0 ? { area, centroid: [mx / area, my / area] } : shell;
}

function polygonsOf(geometry) {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function round4(value) {
  return Math.round(value * 1e4) / 1e4 || 0;
}

/**
 * [latitude, longitude] of the area-weighted centroid of the largest polygon among the given features, or
 * null when there is none or when the largest one goes around a pole.
 */
function largestPolygonCentroid(features) {
  let best = null;
  let largestArea = 0;
  for (const f of features) {
    for (const polygon of polygonsOf(f.geometry)) {
      const candidate = polygonAreaAndCentroid(polygon);
      const area = candidate?.area ?? Infinity;
      if (area > largestArea) [best, largestArea] = [candidate, area];
    }
  }
  if (!best) return null;
  const [x, y] = unproject(best.centroid);
  const longitude = ((((x + 180) % 360) + 360) % 360) - 180;
  return [round4(y), round4(longitude)];
}

/** Natural Earth features by ISO numeric code; reports features that match none of the countries. */
function worldAtlasFeaturesByNumeric(numericCodes) {
  const topology = JSON.parse(readFileSync(WORLD_ATLAS_50M, 'utf8'));
  const { features } = feature(topology, topology.objects.countries);
  const byNumeric = new Map();
  for (const f of features) {
    if (f.id === undefined || f.id === null || f.id === '') {
      console.log(`  world-atlas: ignoring "${f.properties?.name ?? '?'}" (no ISO code)`);
      continue;
    }
    const id = String(f.id).padStart(3, '0');
    if (!numericCodes.has(id)) {
      console.log(
        `  world-atlas: feature id ${id} ("${f.properties?.name ?? '?'}") matches no ISO 3166-1 country`,
      );
      continue;
    }
    if (!byNumeric.has(id)) byNumeric.set(id, []);
    byNumeric.get(id).push(f);
  }
  return byNumeric;
}

function checkCodesAgainstI18n(entry) {
  const alpha3 = i18nCountries.alpha2ToAlpha3(entry.alpha2);
  const numeric = i18nCountries.alpha2ToNumeric(entry.alpha2);
  if (alpha3 !== entry.alpha3 || numeric !== entry.numeric) {
    fail(
      `${entry.alpha2}: iso-3166 says ${entry.alpha3}/${entry.numeric}, i18n-iso-countries ${alpha3}/${numeric}`,
    );
  }
}

function buildCountries() {
  const regions = regionByAlpha2();
  const numericCodes = new Set(iso31661.map((entry) => entry.numeric.padStart(3, '0')));
  const featuresByNumeric = worldAtlasFeaturesByNumeric(numericCodes);
  const missing = [];
  const usedFallback = [];

  const countries = iso31661.map((entry) => {
    checkCodesAgainstI18n(entry);
    const numeric = entry.numeric.padStart(3, '0');
    const region = regions.get(entry.alpha2);
    if (!region) missing.push(`${entry.alpha2} has no region`);
    let coordinates = largestPolygonCentroid(featuresByNumeric.get(numeric) ?? []);
    if (!coordinates && FALLBACK_COORDINATES[entry.alpha2]) {
      coordinates = FALLBACK_COORDINATES[entry.alpha2];
      usedFallback.push(entry.alpha2);
    }
    if (!coordinates) missing.push(`${entry.alpha2} has no coordinates`);
    return {
      alpha2: entry.alpha2,
      alpha3: entry.alpha3,
      numeric,
      name: COUNTRY_NAMES[entry.alpha2] ?? entry.name,
      region: region ?? null,
      latitude: coordinates?.[0] ?? null,
      longitude: coordinates?.[1] ?? null,
    };
  });

  const unusedRegions = [...regions.keys()].filter((code) => !countries.some((c) => c.alpha2 === code));
  if (unusedRegions.length) missing.push(`region table lists unknown codes ${unusedRegions.join(', ')}`);
  const unusedFallbacks = Object.keys(FALLBACK_COORDINATES).filter((code) => !usedFallback.includes(code));
  if (unusedFallbacks.length) {
    console.log(`  fallback coordinates not needed any more: ${unusedFallbacks.join(', ')}`);
  }
  if (missing.length) fail(`Countries incomplete:\n  ${missing.join('\n  ')}`);
  if (countries.length !== 249) fail(`Expected 249 ISO 3166-1 countries, got ${countries.length}`);
  if (new Set(countries.map((c) => c.name.toLowerCase())).size !== countries.length) {
    fail('Duplicate country name');
  }
  console.log(`  fallback coordinates used for: ${usedFallback.join(', ') || 'none'}`);

  return countries.sort((a, b) => compareText(a.name, b.name));
}

// ---------------------------------------------------------------------------------------------------------
// States (ISO 3166-2 subdivisions)
// ---------------------------------------------------------------------------------------------------------

function buildStates(countryCodes) {
  const seen = new Set();
  const states = [];
  let dropped = 0;
  for (const entry of iso31662) {
    const country = entry.code.split('-')[0];
    const name = entry.name.trim();
    if (!countryCodes.has(country) || !name) continue;
    const key = `${country}\u0000${name.toLowerCase()}`;
    if (seen.has(key)) {
      dropped++;
      continue;
    }
    seen.add(key);
    states.push({ country, code: entry.code, name });
  }
  console.log(`  dropped ${dropped} subdivisions whose name repeats another one of the same country`);
  return states.sort((a, b) => compareText(a.country, b.country) || compareText(a.name, b.name));
}

// ---------------------------------------------------------------------------------------------------------
// Diseases
// ---------------------------------------------------------------------------------------------------------

/** WHO ICD-10 (2019) blocks of the chapters the outbreak reports use: [first code, last code, title]. */
const ICD10_BLOCKS = [
  ['A00', 'A09', 'Intestinal infectious diseases'],
  ['A15', 'A19', 'Tuberculosis'],
  ['A20', 'A28', 'Certain zoonotic bacterial diseases'],
  ['A30', 'A49', 'Other bacterial diseases'],
  ['A50', 'A64', 'Infections with a predominantly sexual mode of transmission'],
  ['A65', 'A69', 'Other spirochaetal diseases'],
  ['A70', 'A74', 'Other diseases caused by chlamydiae'],
  ['A75', 'A79', 'Rickettsioses'],
  ['A80', 'A89', 'Viral infections of the central nervous system'],
  ['A90', 'A99', 'Arthropod-borne viral fevers and viral haemorrhagic fevers'],
  ['B00', 'B09', 'Viral infections characterized by skin and mucous membrane lesions'],
  ['B15', 'B19', 'Viral hepatitis'],
  ['B20', 'B24', 'Human immunodeficiency virus [HIV] disease'],
  ['B25', 'B34', 'Other viral diseases'],
  ['B35', 'B49', 'Mycoses'],
  ['B50', 'B64', 'Protozoal diseases'],
  ['B65', 'B83', 'Helminthiases'],
  ['B85', 'B89', 'Pediculosis, acariasis and other infestations'],
  ['B90', 'B94', 'Sequelae of infectious and parasitic diseases'],
  ['B95', 'B98', 'Bacterial, viral and other infectious agents'],
  ['B99', 'B99', 'Other infectious diseases'],
  ['G00', 'G09', 'Inflammatory diseases of the central nervous system'],
  ['G60', 'G64', 'Polyneuropathies and other disorders of the peripheral nervous system'],
  ['J00', 'J06', 'Acute upper respiratory infections'],
  ['J09', 'J18', 'Influenza and pneumonia'],
  ['J20', 'J22', 'Other acute lower respiratory infections'],
  ['U00', 'U49', 'Provisional assignment of new diseases of uncertain etiology or emergency use'],
];

/**
 * Agent type by ICD-10 code when the Disease Ontology gives none. Checked in order; a rule matches codes
 * from `from` up to `to` (inclusive, compared on as many characters as `to` has, without the dot).
 */
const ICD10_AGENT_RULES = [
  { from: 'A810', to: 'A810', agent: 'prion' }, // Creutzfeldt-Jakob disease
  { from: 'A00', to: 'A05', agent: 'bacteria' },
  { from: 'A06', to: 'A07', agent: 'parasite' }, // amoebiasis, other protozoal intestinal diseases
  { from: 'A08', to: 'A08', agent: 'virus' }, // viral intestinal infections
  { from: 'A09', to: 'A09', agent: 'unknown' }, // gastroenteritis of unspecified origin
  { from: 'A15', to: 'A79', agent: 'bacteria' },
  { from: 'A80', to: 'B34', agent: 'virus' },
  { from: 'B35', to: 'B49', agent: 'fungus' },
  { from: 'B50', to: 'B89', agent: 'parasite' },
  { from: 'B95', to: 'B96', agent: 'bacteria' },
  { from: 'B97', to: 'B97', agent: 'virus' },
  { from: 'G00', to: 'G00', agent: 'bacteria' }, // bacterial meningitis
  { from: 'J09', to: 'J12', agent: 'virus' }, // influenza, viral pneumonia
  { from: 'J13', to: 'J15', agent: 'bacteria' }, // bacterial pneumonia
  { from: 'J200', to: 'J202', agent: 'bacteria' }, // acute bronchitis due to bacteria
  { from: 'J203', to: 'J207', agent: 'virus' }, // acute bronchitis due to viruses
  { from: 'U04', to: 'U04', agent: 'virus' }, // SARS, MERS
  { from: 'U07', to: 'U07', agent: 'virus' }, // COVID-19
];

/** Disease Ontology classes whose descendants have a single kind of agent. */
const DO_AGENT_ROOTS = {
  'DOID:934': 'virus',
  'DOID:104': 'bacteria',
  'DOID:1564': 'fungus',
  'DOID:1398': 'parasite',
  'DOID:649': 'prion',
};

/**
 * Disease names of the outbreak reports that need a hint to find their Disease Ontology class
 * (the ontology names the disease after another virus of the same species, or differently).
 */
const DO_NAME_HINTS = {
  'sudan virus disease': 'Ebola virus disease', // Sudan virus is an orthoebolavirus, covered by DOID:4325
  'chapare virus': 'Chapare hemorrhagic fever',
  'arenavirus disease, unspecified': 'Arenaviridae infectious disease',
  'epidemic louse-borne typhus fever due to rickettsia prowazekii': 'epidemic typhus',
  'infections due to other salmonella': 'salmonellosis',
  'influenza due to identified zoonotic or pandemic influenza virus': 'influenza',
  'influenza with other manifestations, seasonal influenza virus identified': 'influenza',
  'human respiratory syncytial virus': 'respiratory syncytial virus infectious disease',
  'pneumonia due to respiratory syncytial virus': 'respiratory syncytial virus infectious disease',
  'human immunodeficiency virus disease without mention of associated disease or condition, clinical stage unspecified':
    'human immunodeficiency virus infectious disease',
};

/**
 * Display names of the diseases, as public-health agencies name them, by disease name of the outbreak reports
 * (an ICD-10 title). Names not listed only lose a trailing ", unspecified". Reports whose names get the same
 * display name become one disease.
 */
const DISPLAY_NAMES = {
  'Acute bronchitis due to Rhinovirus': 'Rhinovirus bronchitis',
  'Acute hepatitis A': 'Hepatitis A',
  'Acute hepatitis E': 'Hepatitis E',
  'Acute poliomyelitis, unspecified': 'Poliomyelitis',
  'Arenavirus disease, unspecified': 'Arenaviral haemorrhagic fever',
  'Arthropod-borne viral fever, virus unspecified': 'Arboviral fever (unspecified)',
  'Bacterial foodborne intoxications, unspecified': 'Foodborne bacterial intoxication',
  'Chapare virus': 'Chapare haemorrhagic fever',
  'Chikungunya mosquito-borne viral fever': 'Chikungunya',
  'Coronavirus infection, unspecified site': 'Coronavirus infection',
  'Dengue fever, unspecified': 'Dengue',
  Dracunculiasis: 'Dracunculiasis (Guinea-worm disease)',
  'Ebola disease': 'Ebola virus disease',
  'Enteroviral vesicular stomatitis': 'Hand, foot and mouth disease',
  'Enterovirus infection of unspecified site': 'Enterovirus infection',
  'Epidemic louse-borne typhus fever due to Rickettsia prowazekii': 'Louse-borne typhus',
  'Escherichia coli': 'Escherichia coli infection',
  'Foodborne staphylococcal intoxication': 'Staphylococcal food poisoning',
  'Gonococcal infection, unspecified': 'Gonorrhoea',
  'Guillain Barre syndrome': 'Guillain-Barré syndrome',
  'Human immunodeficiency virus disease without mention of associated disease or condition, clinical stage unspecified':
    'HIV infection',
  'Human respiratory syncytial virus': 'Respiratory syncytial virus infection',
  'Infection, unspecified': 'Infection (unspecified)',
  'Infections due to Chlamydia psittaci': 'Psittacosis',
  'Infections due to other Salmonella': 'Salmonellosis',
  'Infectious gastroenteritis or colitis without specification of infectious agent': 'Acute gastroenteritis',
  'Influenza due to identified zoonotic or pandemic influenza virus': 'Influenza (zoonotic or pandemic)',
  'Influenza with other manifestations, seasonal influenza virus identified': 'Influenza (seasonal)',
  'Intestinal infections due to Shigella': 'Shigellosis',
  'Japanese encephalitis virus disease': 'Japanese encephalitis',
  'Legionnaires disease': "Legionnaires' disease",
  'Malaria due to Plasmodium falciparum, unspecified': 'Plasmodium falciparum malaria',
  'Malaria due to Plasmodium vivax with other complications': 'Plasmodium vivax malaria',
  'Marburg disease': 'Marburg virus disease',
  'Middle East respiratory syndrome': 'Middle East respiratory syndrome (MERS)',
  Monkeypox: 'Mpox',
  "O'nyong-nyong mosquito-borne viral fever": "O'nyong-nyong fever",
  'Other specified viral diseases': 'Viral disease (unspecified)',
  'Pneumonia due to Adenovirus': 'Adenovirus pneumonia',
  'Pneumonia due to Human metapneumovirus': 'Human metapneumovirus pneumonia',
  'Pneumonia due to Mycoplasma pneumoniae': 'Mycoplasma pneumoniae pneumonia',
  'Pneumonia due to parainfluenza virus': 'Parainfluenza virus pneumonia',
  'Pneumonia due to Respiratory syncytial virus': 'Respiratory syncytial virus infection',
  'Pseudomonas aeruginosa': 'Pseudomonas aeruginosa infection',
  'Sepsis due to streptococcus, group A': 'Group A streptococcal infection',
  'Sepsis without septic shock': 'Sepsis',
  'Severe acute respiratory syndrome': 'Severe acute respiratory syndrome (SARS)',
  'Shigellosis due to Shigella dysenteriae': 'Shigellosis',
  'St. Louis encephalitis virus infection': 'St. Louis encephalitis',
  'Tuberculosis of the respiratory system': 'Tuberculosis',
  'Unspecified viral disease': 'Viral disease (unspecified)',
  'Unspecified viral haemorrhagic fever': 'Viral haemorrhagic fever (unspecified)',
  'Venezuelan equine fever': 'Venezuelan equine encephalitis',
  'Viral meningitis not elsewhere classified, unspecified': 'Viral meningitis',
  'West Nile virus infection': 'West Nile fever',
  'Whooping cough due to Bordetella pertussis': 'Pertussis',
};

/** Fields of one CSV text (RFC 4180): quoted fields, doubled quotes, separators and line breaks in quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) fail('CSV ends inside a quoted field');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as objects keyed by the header row. */
function readCsvRecords(file) {
  requireFile(file);
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row, index) => {
      if (row.length !== header.length) {
        fail(`${file} row ${index + 2}: ${row.length} fields, expected ${header.length}`);
      }
      return Object.fromEntries(header.map((name, column) => [name, row[column]]));
    });
}

/** "A984" → "A98.4", "B05" → "B05". */
function formatIcd10(code) {
  const compact = (code ?? '').trim().toUpperCase().replace('.', '');
  if (!/^[A-Z]\d{2}[0-9A-Z]{0,2}$/.test(compact)) return null;
  return compact.length > 3 ? `${compact.slice(0, 3)}.${compact.slice(3)}` : compact;
}

function icd10Block(code) {
  const category = code.slice(0, 3);
  return ICD10_BLOCKS.find(([from, to]) => category >= from && category <= to)?.[2] ?? null;
}

function agentFromIcd10(code) {
  const compact = code.replace('.', '');
  const rule = ICD10_AGENT_RULES.find(({ from, to }) => compact >= from && compact.slice(0, to.length) <= to);
  return rule?.agent ?? 'unknown';
}

function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]?.[0];
}

/** False for empty cells, "NA" and a few cells that hold ICD-11 titles joined by " / " instead of a text. */
function isDefinition(text) {
  return text !== '' && text !== 'NA' && !text.includes(' / ');
}

/**
 * One record per distinct disease name (case-insensitively), with its spellings, its number of rows and its
 * most frequent ICD-10 code and definition.
 */
function diseasesFromReports(records) {
  const byKey = new Map();
  for (const record of records) {
    const name = (record.Disease ?? '').trim().replace(/\s+/g, ' ');
    if (!name) continue;
    const key = name.toLowerCase();
    if (!byKey.has(key)) {
      byKey.set(key, { names: [], codes: [], definitions: [], titles: new Map(), blocks: new Map() });
    }
    const entry = byKey.get(key);
    entry.names.push(name);
    const code = formatIcd10(record.icd104c) ?? formatIcd10(record.icd103c);
    if (code) {
      entry.codes.push(code);
      entry.titles.set(code, [record.icd104n, record.icd103n].map((t) => (t ?? '').trim()).filter(Boolean));
      entry.blocks.set(code, (record.icd10n ?? '').trim());
    }
    const definition = (record.Definition ?? '').trim();
    if (isDefinition(definition)) entry.definitions.push(definition);
  }
  return [...byKey.values()].map((entry) => {
    const icd10 = mostCommon(entry.codes) ?? null;
    return {
      name: mostCommon(entry.names),
      spellings: [...new Set(entry.names)],
      reports: entry.names.length,
      icd10,
      icdTitles: icd10 ? entry.titles.get(icd10) : [],
      blockInData: icd10 ? entry.blocks.get(icd10) : null,
      definition: mostCommon(entry.definitions) ?? null,
    };
  });
}

function doid(iri) {
  const match = /([A-Za-z]+)_(\d+)$/.exec(iri);
  return match ? `${match[1]}:${match[2]}` : iri;
}

/** Lower case, no accents, no punctuation, British spellings folded ("haemorrhagic" → "hemorrhagic"). */
function normalizeName(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ae/g, 'e')
    .replace(/oe/g, 'e')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The Disease Ontology: classes by id, a name index and an xref index. */
function loadDiseaseOntology() {
  requireFile(DISEASE_ONTOLOGY_JSON);
  const graph = JSON.parse(readFileSync(DISEASE_ONTOLOGY_JSON, 'utf8')).graphs[0];
  const classes = new Map();
  const byName = new Map();
  const byIcd10 = new Map();
  const addTo = (index, key, id) => {
    if (!index.has(key)) index.set(key, new Set());
    index.get(key).add(id);
  };
  for (const node of graph.nodes) {
    if (node.type !== 'CLASS' || node.meta?.deprecated) continue;
    const id = doid(node.id);
    const synonyms = (node.meta?.synonyms ?? []).map((s) => s.val);
    classes.set(id, { id, label: node.lbl, definition: node.meta?.definition?.val ?? null, parents: [] });
    for (const name of [node.lbl, ...synonyms]) if (name) addTo(byName, normalizeName(name), id);
    for (const { val } of node.meta?.xrefs ?? []) {
      if (val.startsWith('ICD10CM:')) addTo(byIcd10, val.slice('ICD10CM:'.length).toUpperCase(), id);
    }
  }
  for (const edge of graph.edges) {
    if (edge.pred !== 'is_a') continue;
    classes.get(doid(edge.sub))?.parents.push(doid(edge.obj));
  }
  return { classes, byName, byIcd10 };
}

/** The agent types reached by walking is_a edges up from a class. */
function agentsOf(ontology, id) {
  const agents = new Set();
  const queue = [id];
  const visited = new Set();
  while (queue.length) {
    const current = queue.shift();
    if (visited.has(current)) continue;
    visited.add(current);
    if (DO_AGENT_ROOTS[current]) {
      agents.add(DO_AGENT_ROOTS[current]);
      continue;
    }
    queue.push(...(ontology.classes.get(current)?.parents ?? []));
  }
  return [...agents];
}

/** Name variants of a disease to look up: as given, without ", unspecified", "Acute ", "virus disease"... */
function nameVariants(name) {
  const variants = [DO_NAME_HINTS[name.toLowerCase()], name].filter(Boolean);
  const stripped = name
    .replace(/,? (of )?unspecified( site)?$/i, '')
    .replace(/,? not elsewhere classified$/i, '')
    .replace(/^acute /i, '')
    .replace(/ (virus )?(disease|infection)$/i, '');
  variants.push(
    stripped,
    stripped.replace(/ (mosquito-borne )?viral fever$/i, ''),
    name.replace(/ infection(,? (of )?unspecified( site)?)?$/i, ' infectious disease'),
  );
  return variants;
}

/** The class an index gives for a key, when it gives exactly one. */
function uniqueMatch(index, key) {
  const ids = index.get(key);
  return ids?.size === 1 ? [...ids][0] : null;
}

/**
 * The Disease Ontology class of a disease: by name or synonym first, then by ICD-10-CM cross-reference of the
 * exact code, then by the ICD-10 titles, then by the three-character category. Ambiguous keys are skipped.
 */
function matchDiseaseOntology(ontology, disease) {
  const code = disease.icd10;
  const tiers = [
    [ontology.byName, nameVariants(disease.name).map(normalizeName)],
    [ontology.byIcd10, code ? [code] : []],
    [ontology.byName, disease.icdTitles.flatMap(nameVariants).map(normalizeName)],
    [ontology.byIcd10, code ? [code.slice(0, 3)] : []],
  ];
  for (const [index, keys] of tiers) {
    for (const key of keys) {
      const id = uniqueMatch(index, key);
      if (id) return id;
    }
  }
  return null;
}

/** Definition text without trailing citations or URLs, with ontology relation names made readable. */
function cleanDefinition(text) {
  if (!text) return null;
  const cleaned = text
    .replace(/\s*\[[^\]]*\]\s*$/, '')
    .replace(/\s*\(?(https?:\/\/|url:)\S+\)?\s*$/i, '')
    .replace(/\b([a-z]+(?:_[a-z]+)+)\b/g, (relation) => relation.replace(/_/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || null;
}

const DISPLAY_NAMES_BY_KEY = new Map(
  Object.entries(DISPLAY_NAMES).map(([raw, display]) => [raw.toLowerCase(), display]),
);

/** The display name of a disease name of the outbreak reports: from the table, or without ", unspecified". */
function displayName(name) {
  return DISPLAY_NAMES_BY_KEY.get(name.toLowerCase()) ?? name.replace(/,\s*unspecified$/i, '');
}

/**
 * Orders the reports that share a display name, best first: the one whose agent type the Disease Ontology
 * gives, then one with an ontology class, then one with a description, then the one with most rows.
 */
function compareSources(a, b) {
  return (
    Number(b.agentFromDo) - Number(a.agentFromDo) ||
    Number(Boolean(b.doid)) - Number(Boolean(a.doid)) ||
    Number(Boolean(b.description)) - Number(Boolean(a.description)) ||
    b.reports - a.reports ||
    compareText(a.sourceName, b.sourceName)
  );
}

/** One disease per display name; its code, category, description and class come from its best report name. */
function mergeByDisplayName(sources) {
  const groups = new Map();
  for (const source of sources) {
    const key = source.name.toLowerCase();
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(source);
  }
  return [...groups.values()].map((group) => {
    const [best, ...others] = [...group].sort(compareSources);
    for (const other of others) {
      if (other.name !== best.name)
        fail(`Display names "${best.name}" and "${other.name}" differ only in case`);
      if (other.agent_type !== best.agent_type) {
        fail(
          `${best.name}: "${best.sourceName}" is ${best.agent_type} but "${other.sourceName}" is ${other.agent_type}`,
        );
      }
    }
    if (others.length) {
      console.log(`  ${best.name}: merged ${[best, ...others].map((s) => `"${s.sourceName}"`).join(', ')}`);
    }
    return {
      name: best.name,
      source_names: group.flatMap((s) => s.spellings).sort(compareText),
      category: best.category,
      agent_type: best.agent_type,
      description: best.description,
      icd10: best.icd10,
      doid: best.doid,
    };
  });
}

function buildDiseases() {
  const records = readCsvRecords(WHO_DON_CSV);
  console.log(`  ${records.length} WHO DON rows`);
  const ontology = loadDiseaseOntology();
  const rows = [];
  const sources = diseasesFromReports(records).map((disease) => {
    const doId = matchDiseaseOntology(ontology, disease);
    const doClass = doId ? ontology.classes.get(doId) : null;
    const doAgents = doId ? agentsOf(ontology, doId) : [];
    if (doAgents.length > 1) console.log(`  ${disease.name}: several agents in DO (${doAgents.join(', ')})`);
    const agent =
      doAgents.length === 1 ? doAgents[0] : disease.icd10 ? agentFromIcd10(disease.icd10) : 'unknown';
    const category = disease.icd10 ? icd10Block(disease.icd10) : null;
    if (disease.icd10 && !category) fail(`${disease.name}: no ICD-10 block for ${disease.icd10}`);
    if (category && disease.blockInData && disease.blockInData !== category) {
      console.log(`  ${disease.name}: block "${category}" (the data says "${disease.blockInData}")`);
    }
    const name = displayName(disease.name);
    rows.push([
      name,
      disease.name,
      disease.icd10 ?? '-',
      doId ? `${doId} ${doClass.label}` : '-',
      agent,
      doAgents.length ? 'DO' : 'ICD',
    ]);
    return {
      name,
      sourceName: disease.name,
      spellings: disease.spellings,
      reports: disease.reports,
      category,
      agent_type: agent,
      agentFromDo: doAgents.length === 1,
      description: cleanDefinition(doClass?.definition) ?? cleanDefinition(disease.definition),
      icd10: disease.icd10,
      doid: doId,
    };
  });
  printTable(
    ['disease', 'name in the data', 'ICD-10', 'Disease Ontology', 'agent', 'from'],
    rows.sort((a, b) => compareText(a[0], b[0]) || compareText(a[1], b[1])),
  );
  const unused = Object.keys(DISPLAY_NAMES).filter(
    (raw) => !sources.some((s) => s.sourceName.toLowerCase() === raw.toLowerCase()),
  );
  if (unused.length) console.log(`  display names not needed any more: ${unused.join('; ')}`);
  const diseases = mergeByDisplayName(sources);
  checkKnownAgents(diseases);
  return diseases.sort((a, b) => compareText(a.name, b.name));
}

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((r) => r[i].length))));
  const line = (cells) => cells.map((c, i) => c.slice(0, widths[i]).padEnd(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

/**
 * Fails when a well-known disease is missing or gets an unexpected agent type. The details page has texts
 * for "Cholera", "COVID-19" and influenza, so those names are matched exactly.
 */
function checkKnownAgents(diseases) {
  const expected = [
    [/^Cholera$/, 'bacteria'],
    [/^COVID-19$/, 'virus'],
    [/^Influenza/, 'virus'],
    [/ebola/i, 'virus'],
    [/plague/i, 'bacteria'],
    [/malaria/i, 'parasite'],
    [/^middle east respiratory syndrome\b/i, 'virus'],
    [/^severe acute respiratory syndrome\b/i, 'virus'],
    [/yellow fever/i, 'virus'],
    [/anthrax/i, 'bacteria'],
    [/^mpox$/i, 'virus'],
    [/^hiv infection$/i, 'virus'],
  ];
  for (const [pattern, agent] of expected) {
    const matches = diseases.filter((d) => pattern.test(d.name));
    if (!matches.length) fail(`No disease matches ${pattern}`);
    for (const d of matches) {
      if (d.agent_type !== agent) fail(`${d.name} should be ${agent}, got ${d.agent_type}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Profile metadata
// ---------------------------------------------------------------------------------------------------------

const METADATA = {
  titles: ['Dr', 'Prof', 'Mr', 'Mrs', 'Ms', 'Miss', 'Mx'],
  qualifications: [
    'MD',
    'MBBS',
    'MPH',
    'PhD',
    'DrPH',
    'MSc',
    'RN',
    'BSN',
    'PharmD',
    'DVM',
    'Epidemiologist',
    'Microbiologist',
    'Virologist',
    'Public Health Officer',
    'Laboratory Scientist',
    'Community Health Worker',
  ],
  affiliations: [
    'World Health Organization (WHO)',
    'Africa Centres for Disease Control and Prevention (Africa CDC)',
    'US Centers for Disease Control and Prevention (CDC)',
    'European Centre for Disease Prevention and Control (ECDC)',
    'UK Health Security Agency (UKHSA)',
    'Robert Koch Institute (RKI)',
    'Institut Pasteur',
    'Santé publique France',
    'Public Health Agency of Canada (PHAC)',
    'Nigeria Centre for Disease Control and Prevention (NCDC)',
    'Chinese Center for Disease Control and Prevention (China CDC)',
    'National Institute of Infectious Diseases (Japan)',
    'Médecins Sans Frontières (MSF)',
    'International Federation of Red Cross and Red Crescent Societies (IFRC)',
    'Ministry of Health',
    'University / academic institution',
    'Hospital / health facility',
    'Independent',
  ],
};

function buildMetadata() {
  for (const [list, names] of Object.entries(METADATA)) {
    const keys = names.map((n) => n.trim().toLowerCase());
    if (new Set(keys).size !== keys.length || keys.some((k) => !k)) {
      fail(`metadata ${list}: empty or duplicate names`);
    }
  }
  return METADATA;
}

// ---------------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------------------
// Demo history: which diseases WHO reported in which countries, so generated demo outbreaks are plausible.

/** Country × disease pairs of WHO Disease Outbreak News reports since 2000, with the years reported. */
function buildDemoHistory(diseases, countryCodes) {
  const displayBySource = new Map(diseases.flatMap((d) => d.source_names.map((source) => [source, d.name])));
  const pairs = new Map();
  for (const record of readCsvRecords(WHO_DON_CSV)) {
    const year = Number(record.Year);
    const country = record.iso2;
    const disease = displayBySource.get(record.Disease.trim());
    if (!disease || !countryCodes.has(country) || !(year >= 2000)) continue;
    const key = `${country}|${disease}`;
    const pair = pairs.get(key) ?? { country, disease, years: [] };
    if (!pair.years.includes(year)) pair.years.push(year);
    pairs.set(key, pair);
  }
  return [...pairs.values()]
    .map((pair) => ({ ...pair, years: pair.years.sort((a, b) => a - b) }))
    .sort((a, b) => compareText(a.country, b.country) || compareText(a.disease, b.disease));
}

function main() {
  console.log('countries');
  const countries = buildCountries();
  console.log('states');
  const states = buildStates(new Set(countries.map((c) => c.alpha2)));
  console.log(`diseases (from ${SHARED_DATA_DIR})`);
  const diseases = buildDiseases();
  const metadata = buildMetadata();
  const demoHistory = buildDemoHistory(diseases, new Set(countries.map((c) => c.alpha2)));
  console.log(`demo history: ${demoHistory.length} country × disease pairs`);

  // Written only once everything is built, so a failure leaves the previous files untouched.
  mkdirSync(OUT_DIR, { recursive: true });
  writeJson('countries.json', countries);
  writeJson('states.json', states);
  writeJson('diseases.json', diseases);
  writeJson('metadata.json', metadata);
  writeJson('demo-history.json', demoHistory);
}

main();
