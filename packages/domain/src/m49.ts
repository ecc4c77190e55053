import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';

/**
 * The UN M49 geographic regions ("Standard country or area codes for statistical use", United Nations
 * Statistics Division, https://unstats.un.org/unsd/methodology/m49/): five regions, their sub-regions
 * and the intermediate regions of Sub-Saharan Africa and of Latin America and the Caribbean, with their
 * numeric codes. Countries carry the most precise of these names as their `region`.
 *
 * Antarctica (010) belongs to none of the five regions in M49; it is kept here as an area of its own at
 * the top level so that every country can be found and followed. The Channel Islands (830), an
 * intermediate region of Northern Europe, is left out: the seed data files Guernsey and Jersey under
 * Northern Europe, which covers them.
 */
export const M49_LEVELS = ['region', 'sub-region', 'intermediate-region'] as const;
export type M49Level = (typeof M49_LEVELS)[number];

export interface M49Area {
  /** The M49 numeric code, e.g. 2 for Africa ("002"). */
  code: number;
  name: string;
  level: M49Level;
  /** The code of the area one level up; null for a region. */
  parent: number | null;
}

const region = (code: number, name: string): M49Area => ({ code, name, level: 'region', parent: null });
/** An area one or two levels down: `[parent, code, name]`. */
const within =
  (level: Exclude<M49Level, 'region'>) =>
  (parent: number, code: number, name: string): M49Area => ({ code, name, level, parent });
const sub = within('sub-region');
const intermediate = within('intermediate-region');

/** Every area, each region followed by what it contains, in M49's order. */
export const M49_AREAS: readonly M49Area[] = [
  region(2, 'Africa'),
  sub(2, 15, 'Northern Africa'),
  sub(2, 202, 'Sub-Saharan Africa'),
  intermediate(202, 14, 'Eastern Africa'),
  intermediate(202, 17, 'Middle Africa'),
  intermediate(202, 18, 'Southern Africa'),
  intermediate(202, 11, 'Western Africa'),
  region(19, 'Americas'),
  sub(19, 419, 'Latin America and the Caribbean'),
  intermediate(419, 29, 'Caribbean'),
  intermediate(419, 13, 'Central America'),
  intermediate(419, 5, 'South America'),
  sub(19, 21, 'Northern America'),
  region(142, 'Asia'),
  sub(142, 143, 'Central Asia'),
  sub(142, 30, 'Eastern Asia'),
  sub(142, 35, 'South-eastern Asia'),
  sub(142, 34, 'Southern Asia'),
  sub(142, 145, 'Western Asia'),
  region(150, 'Europe'),
  sub(150, 151, 'Eastern Europe'),
  sub(150, 154, 'Northern Europe'),
  sub(150, 39, 'Southern Europe'),
  sub(150, 155, 'Western Europe'),
  region(9, 'Oceania'),
  sub(9, 53, 'Australia and New Zealand'),
  sub(9, 54, 'Melanesia'),
  sub(9, 57, 'Micronesia'),
  sub(9, 61, 'Polynesia'),
  region(10, 'Antarctica'),
];

const BY_CODE = new Map(M49_AREAS.map((area) => [area.code, area]));
const BY_NAME = new Map(M49_AREAS.map((area) => [area.name, area]));

/** The area with this code, if M49 has one. */
export const m49Area = (code: number): M49Area | undefined => BY_CODE.get(code);

/** "002" for Africa: the code as M49 writes it. */
export const formatM49Code = (code: number) => String(code).padStart(3, '0');

/**
 * Every area covering a country whose stored `region` is this name, the most precise first:
 * "Southern Africa" → Southern Africa, Sub-Saharan Africa, Africa. Empty for an unknown name.
 */
export function m49AreasCovering(countryRegion: string | null): M49Area[] {
  const areas: M49Area[] = [];
  let area = countryRegion === null ? undefined : BY_NAME.get(countryRegion);
  while (area) {
    areas.push(area);
    area = area.parent === null ? undefined : BY_CODE.get(area.parent);
  }
  return areas;
}

const UNKNOWN_AREA = FIELD_MESSAGE_DESCRIPTORS.unknownArea.defaultMessage;

export const M49CodeSchema = z
  .number()
  .int({ error: UNKNOWN_AREA })
  .refine((code) => BY_CODE.has(code), { message: UNKNOWN_AREA });

/**
 * The `region` filter of every view (list, exports, feeds, map, analytics, signals): an M49 code as a
 * number or as M49 writes it ("002" and "2" are Africa). It covers every country whose region is that
 * area or lies within it.
 */
export const RegionFilterSchema = z.coerce.number({ error: UNKNOWN_AREA }).pipe(M49CodeSchema);

/** Whether a country whose stored `region` is `countryRegion` lies in the area `code`. */
export function isCountryInArea(countryRegion: string | null, code: number): boolean {
  return m49AreasCovering(countryRegion).some((area) => area.code === code);
}

/** One area of `GET /api/regions`, with the countries it covers. */
export const RegionAreaSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  level: z.enum(M49_LEVELS),
  parent: z.number().int().nullable(),
  country_ids: z.array(z.number().int()),
});
export type RegionArea = z.infer<typeof RegionAreaSchema>;
export const RegionsResponseSchema = z.object({ regions: z.array(RegionAreaSchema) });
export type RegionsResponse = z.infer<typeof RegionsResponseSchema>;
