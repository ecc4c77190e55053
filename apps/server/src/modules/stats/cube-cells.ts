import { Series } from './outbreak-series.js';

/**
 * The outbreak summary's cells: one series per combination of country, disease, status, severity and
 * confirmation, keyed by one number, and the coarser projections that group them.
 */

/** The dimensions a cell is keyed by, in this order. */
export const CELL_DIMENSIONS = ['country_id', 'disease_id', 'status', 'severity', 'confirmed'] as const;
export type CellDimension = (typeof CELL_DIMENSIONS)[number];

/**
 * Coarser summaries with one entry per day, from the fewest series to the most; the cells come after
 * them. A question reads the first that keeps every dimension it groups or filters by: the map and the
 * analytics without filters read a few hundred series instead of every cell (memory is read at random
 * from series to series, so their number, not their length, sets the cost). Confirmation rides along
 * in each (at most doubling its series): the analytics cards and the map give the unconfirmed share of
 * every figure, and `confirmed=true` reads these too instead of every cell (5 ms at a million outbreaks
 * for the analytics' diseases, against 0.3 ms). The last keeps everything but the country, so that a
 * question by disease under a status, severity or confirmation filter (the epidemic curve stacked by
 * disease, or by status for one disease) reads it instead of every cell. The one by country and
 * status is the map's (and its frames') status filter, which read every cell before.
 */
export const PROJECTIONS: readonly (readonly CellDimension[])[] = [
  [],
  ['status', 'severity', 'confirmed'],
  ['disease_id', 'confirmed'],
  ['country_id', 'confirmed'],
  ['country_id', 'status', 'confirmed'],
  ['disease_id', 'status', 'severity', 'confirmed'],
];

/**
 * A cell's key is one number: each coordinate times its scale. Statuses and severities are codes below
 * 16, diseases ids below 2^20, and countries ids below 2^24, which keeps every key an exact integer.
 */
const KEY_SCALES = [2 ** 29, 2 ** 9, 2 ** 5, 2 ** 1, 1] as const;
const MAX_CODE = 16;
export const MAX_DISEASE_ID = 2 ** 20;
export const MAX_COUNTRY_ID = 2 ** 24;

/** Text values (status, severity) as small numbers; unknown ones get the next number. */
export class Codes {
  readonly #codes = new Map<string, number>();
  readonly names: string[] = [];

  constructor(known: readonly string[]) {
    for (const name of known) this.code(name);
  }

  code(name: string): number {
    let code = this.#codes.get(name);
    if (code === undefined) {
      code = this.names.length;
      if (code >= MAX_CODE) throw new Error(`Too many distinct values in the outbreak summary: ${name}`);
      this.#codes.set(name, code);
      this.names.push(name);
    }
    return code;
  }

  find(name: string): number | undefined {
    return this.#codes.get(name);
  }
}

export interface Cell {
  /** The cell's value of each of CELL_DIMENSIONS, or -1 where its projection does not keep it. */
  readonly coordinates: Int32Array;
  /** Replaced only when the summary is sealed after loading. */
  series: Series;
}

export class Projection {
  readonly cells: Cell[] = [];
  readonly #byKey = new Map<number, Cell>();
  /** Cells by country and by disease, for the questions that name one. */
  readonly byCountry = new Map<number, Cell[]>();
  readonly byDisease = new Map<number, Cell[]>();

  constructor(
    readonly dimensions: readonly CellDimension[],
    readonly perOutbreak: boolean,
    readonly measured = true,
  ) {
    this.#positions = dimensions.map((d) => CELL_DIMENSIONS.indexOf(d));
  }

  covers(needed: ReadonlySet<CellDimension>): boolean {
    for (const d of needed) if (!this.dimensions.includes(d)) return false;
    return true;
  }

  /** Where each of the projection's dimensions sits in a cell's coordinates. */
  readonly #positions: number[];

  cellOf(coordinates: Int32Array): Cell {
    let key = 0;
    for (const at of this.#positions) key += coordinates[at] * KEY_SCALES[at];
    let cell = this.#byKey.get(key);
    if (!cell) {
      const projected = new Int32Array(CELL_DIMENSIONS.length).fill(-1);
      for (const at of this.#positions) projected[at] = coordinates[at]!;
      cell = { coordinates: projected, series: new Series(this.perOutbreak, 4, this.measured) };
      this.#byKey.set(key, cell);
      this.cells.push(cell);
      if (projected[0] >= 0) listIn(this.byCountry, projected[0]).push(cell);
      if (projected[1] >= 0) listIn(this.byDisease, projected[1]).push(cell);
    }
    return cell;
  }
}

export function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}
