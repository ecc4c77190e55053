import { OUTBREAK_SEVERITIES, OUTBREAK_STATUSES } from '@outbreak-watch/domain';
import {
  CELL_DIMENSIONS,
  Codes,
  listIn,
  MAX_COUNTRY_ID,
  MAX_DISEASE_ID,
  Projection,
  PROJECTIONS,
  type Cell,
  type CellDimension,
} from './cube-cells.js';
import { dateOfDay, dayNumber, monthOfDay, nextMonthDay, weekStartDay } from './cube-days.js';
import { takeNewest, type Head } from './cube-newest.js';
import { emptyMeasures, MEASURE_COUNT, MEASURES, Series, type Measures } from './outbreak-series.js';
import { OutbreakRecords, type OutbreakRecord } from './outbreak-records.js';
import type { OutbreakStatsFacts } from './outbreak-stats.js';

/**
 * The outbreak summary in memory (the cells and projections in cube-cells.ts, day numbers in
 * cube-days.ts, the merge of newest lists in cube-newest.ts): every outbreak's counted facts, in series per combination of country,
 * disease, status, severity and confirmation ("cells"), each series ordered by date with running totals.
 * The sums over any date range are then two binary searches per cell, whatever the range's length, and
 * the newest outbreaks of any selection are at the ends of its cells' series.
 *
 * Besides the cells, coarser projections keep one entry per day (see PROJECTIONS).
 */

/** What the map and analytics narrow outbreaks by. Every field is optional; lists mean "any of". */
export interface AggregateFilters {
  from?: string;
  to?: string;
  country_id?: number;
  /** Any of these countries (a region's): with `country_id`, that country if it is among them. */
  country_ids?: readonly number[];
  disease_id?: number;
  statuses?: readonly string[];
  severities?: readonly string[];
  confirmed?: boolean;
}

export type AggregateDimension =
  'country_id' | 'disease_id' | 'status' | 'severity' | 'confirmed' | 'week_start' | 'month';

export interface AggregateSums {
  outbreaks: number;
  cases: number;
  attack_rate_sum: number;
  transmission_rate_sum: number;
  survivability_sum: number;
  deaths: number;
  /** Only when asked for (`countConfirmed`). */
  confirmed_outbreaks?: number;
}

export type AggregateRow = AggregateSums & Partial<Record<AggregateDimension, string | number>>;

/** One outbreak as the summary counts it, with the place its recent lists show. */
export type CountedOutbreak = OutbreakStatsFacts;

/** One row of an answer while it is added up. */
interface Group {
  row: AggregateRow;
  sums: Measures;
  confirmed: number;
}

/** A question about the summary: which cells and which days. */
interface Selection {
  fromDay: number;
  toDay: number;
  countries?: ReadonlySet<number>;
  disease?: number;
  statuses?: ReadonlySet<number>;
  severities?: ReadonlySet<number>;
  confirmed?: number;
  /** True when a filter names a status or severity the summary has never seen: nothing matches. */
  impossible: boolean;
}

/**
 * The bits each dimension's numeric value needs in a group key: ids below MAX_COUNTRY_ID and
 * MAX_DISEASE_ID, and codes below 16. A week or month is keyed by the day after it (plus 1,000,000,
 * below 2^21).
 */
const KEY_BITS: Record<CellDimension, number> = {
  country_id: 24,
  disease_id: 20,
  status: 4,
  severity: 4,
  confirmed: 1,
};
const PERIOD_BITS = 21;

/** Numbers per period in `sumsByCountryAndPeriod`: the measures, then the confirmed outbreaks. */
export const PERIOD_SUMS_STRIDE = MEASURE_COUNT + 1;

export class OutbreakCube {
  readonly #statuses = new Codes(OUTBREAK_STATUSES);
  readonly #severities = new Codes(OUTBREAK_SEVERITIES);
  readonly #cells = new Projection(CELL_DIMENSIONS, true);
  readonly #projections = PROJECTIONS.map((dimensions) => new Projection(dimensions, false));
  /**
   * Outbreaks in order without sums, for listing the newest: per status, severity and confirmation (the
   * analytics' recent list, unfiltered or filtered by those), and per country (the map's recent lists).
   * Either merges a few series where the cells would be thousands.
   */
  readonly #orders = [
    new Projection(['status', 'severity', 'confirmed'], true, false),
    new Projection(['country_id'], true, false),
  ];
  /** Every outbreak's facts as recent lists show them, so that listing the newest reads no table. */
  readonly #records = new OutbreakRecords();

  /** The outbreaks data version this summary holds. */
  version: number;

  constructor(version: number) {
    this.version = version;
  }

  /** Scratch space for one outbreak's coordinates and measures: loading reads a million of them. */
  readonly #coordinatesOfOne = new Int32Array(CELL_DIMENSIONS.length);
  readonly #measuresOfOne = emptyMeasures();

  /** The outbreak's cell coordinates, in scratch space that the next call overwrites. */
  #coordinates(outbreak: CountedOutbreak): Int32Array {
    if (!(outbreak.country_id < MAX_COUNTRY_ID && outbreak.disease_id < MAX_DISEASE_ID)) {
      throw new Error(`Outbreak ${outbreak.id} has an id out of the summary's range`);
    }
    const c = this.#coordinatesOfOne;
    c[0] = outbreak.country_id;
    c[1] = outbreak.disease_id;
    c[2] = this.#statuses.code(outbreak.status);
    c[3] = this.#severities.code(outbreak.severity);
    c[4] = outbreak.confirmed ? 1 : 0;
    return c;
  }

  /** The outbreak's measures, in scratch space that the next call overwrites. */
  #measures(outbreak: CountedOutbreak): Measures {
    const m = this.#measuresOfOne;
    m[0] = 1;
    m[1] = Number(outbreak.cases);
    m[2] = Number(outbreak.attack_rate);
    m[3] = Number(outbreak.transmission_rate);
    m[4] = Number(outbreak.survivability);
    m[5] = Number(outbreak.deaths);
    return m;
  }

  /**
   * Counts an outbreak in (sign 1) or out of (sign -1) the summary. Idempotent per outbreak: adding one
   * already counted in its cell, or taking away one that is not there, changes nothing, and taking one
   * away removes what was counted for it. A summary loaded while writes went on can therefore replay
   * the changes of those writes safely.
   */
  apply(outbreak: CountedOutbreak, sign: 1 | -1): void {
    const coordinates = this.#coordinates(outbreak);
    const day = dayNumber(outbreak.date);
    const series = this.#cells.cellOf(coordinates).series;
    const index = series.lowerBound(day, outbreak.id);
    const present = index < series.length && series.days[index] === day && series.ids![index] === outbreak.id;
    let counted: Measures;
    if (sign > 0) {
      if (present) return;
      counted = this.#measures(outbreak);
    } else {
      if (!present) return;
      counted = emptyMeasures();
      series.addEntry(index, counted);
    }
    series.apply(day, outbreak.id, counted, sign);
    if (sign > 0) this.#keepRecord(outbreak, coordinates, day);
    else this.#records.delete(outbreak.id);
    for (const order of this.#orders) order.cellOf(coordinates).series.apply(day, outbreak.id, counted, sign);
    for (const projection of this.#projections) {
      projection.cellOf(coordinates).series.apply(day, outbreak.id, counted, sign);
    }
  }

  /** Adds an outbreak while loading, in any order; call `seal` after the last. */
  load(outbreak: CountedOutbreak): void {
    const coordinates = this.#coordinates(outbreak);
    const day = dayNumber(outbreak.date);
    const values = this.#measures(outbreak);
    this.#cells.cellOf(coordinates).series.load(day, outbreak.id, values);
    for (const order of this.#orders) order.cellOf(coordinates).series.load(day, outbreak.id, values);
    this.#keepRecord(outbreak, coordinates, day);
  }

  #keepRecord(outbreak: CountedOutbreak, coordinates: Int32Array, day: number): void {
    this.#records.set(outbreak, day, coordinates[2], coordinates[3]);
  }

  /** The facts of outbreak `id` as recent lists show them, or undefined when it is not counted. */
  record(id: number): OutbreakRecord | undefined {
    return this.#records.get(id, this.#recordNames);
  }

  readonly #recordNames = {
    date: dateOfDay,
    status: (code: number) => this.#statuses.names[code],
    severity: (code: number) => this.#severities.names[code],
  };

  /**
   * Ends loading: orders the cells' series and adds them up into the projections. Pauses (awaits
   * `pause`) between steps, so that a server loading a large summary keeps answering meanwhile.
   */
  async seal(pause: () => Promise<void> = () => Promise.resolve()): Promise<void> {
    const SERIES_PER_STEP = 500;
    let done = 0;
    for (const cell of [this.#cells, ...this.#orders].flatMap((projection) => projection.cells)) {
      cell.series.seal();
      if (++done % SERIES_PER_STEP === 0) await pause();
    }
    let firstDay = Infinity;
    let lastDay = -Infinity;
    for (const cell of this.#cells.cells) {
      if (cell.series.length === 0) continue;
      firstDay = Math.min(firstDay, cell.series.days[0]);
      lastDay = Math.max(lastDay, cell.series.days[cell.series.length - 1]);
    }
    if (firstDay > lastDay) return;
    for (const projection of this.#projections) {
      const sources = new Map<Cell, Series[]>();
      for (const cell of this.#cells.cells)
        listIn(sources, projection.cellOf(cell.coordinates)).push(cell.series);
      for (const [cell, series] of sources) {
        cell.series = Series.perDaySumOf(series, firstDay, lastDay);
        await pause();
      }
    }
  }

  #select(filters: AggregateFilters): Selection {
    const codesOf = (codes: Codes, names: readonly string[] | undefined) =>
      names ? new Set(names.flatMap((name) => codes.find(name) ?? [])) : undefined;
    const statuses = codesOf(this.#statuses, filters.statuses);
    const severities = codesOf(this.#severities, filters.severities);
    let countries = filters.country_ids ? new Set(filters.country_ids) : undefined;
    if (filters.country_id !== undefined)
      countries = !countries || countries.has(filters.country_id) ? new Set([filters.country_id]) : new Set();
    return {
      fromDay: filters.from ? dayNumber(filters.from) : -Infinity,
      toDay: filters.to ? dayNumber(filters.to) : Infinity,
      countries,
      disease: filters.disease_id,
      statuses,
      severities,
      confirmed: filters.confirmed === undefined ? undefined : filters.confirmed ? 1 : 0,
      impossible: statuses?.size === 0 || severities?.size === 0 || countries?.size === 0,
    };
  }

  /** The cells of `projection` that the selection's category filters admit. */
  *#matchingCells(projection: Projection, selection: Selection): Generator<Cell> {
    if (selection.impossible) return;
    let candidates: readonly Cell[] = projection.cells;
    const { countries } = selection;
    if (countries) candidates = [...countries].flatMap((country) => projection.byCountry.get(country) ?? []);
    if (selection.disease !== undefined) {
      const ofDisease = projection.byDisease.get(selection.disease) ?? [];
      if (ofDisease.length < candidates.length) candidates = ofDisease;
    }
    for (const cell of candidates) {
      const c = cell.coordinates;
      if (countries && !countries.has(c[0])) continue;
      if (selection.disease !== undefined && c[1] !== selection.disease) continue;
      if (selection.statuses && !selection.statuses.has(c[2])) continue;
      if (selection.severities && !selection.severities.has(c[3])) continue;
      if (selection.confirmed !== undefined && c[4] !== selection.confirmed) continue;
      yield cell;
    }
  }

  /** The dimensions a selection filters by, and `grouped` beside them. */
  #neededDimensions(selection: Selection, grouped: readonly AggregateDimension[]): Set<CellDimension> {
    const needed = new Set<CellDimension>();
    if (selection.countries) needed.add('country_id');
    if (selection.disease !== undefined) needed.add('disease_id');
    if (selection.statuses) needed.add('status');
    if (selection.severities) needed.add('severity');
    if (selection.confirmed !== undefined) needed.add('confirmed');
    for (const d of grouped) {
      if (d !== 'week_start' && d !== 'month') needed.add(d);
    }
    return needed;
  }

  /** The projection with the fewest series that still keeps every dimension asked or filtered by. */
  #projectionFor(selection: Selection, dimensions: readonly AggregateDimension[]): Projection {
    const needed = this.#neededDimensions(selection, dimensions);
    return this.#projections.find((p) => p.covers(needed)) ?? this.#cells;
  }

  /**
   * Sums per combination of `dimensions` (one row for no dimensions) over the outbreaks matching
   * `filters`, unordered. Exact up to the rounding of running totals (far below 1e-9 of any sum).
   * `countConfirmed`: each row also gives how many of its outbreaks are confirmed, from the same read
   * (the map's figures and what they rest on).
   */
  aggregate(
    filters: AggregateFilters,
    dimensions: readonly AggregateDimension[],
    { countConfirmed = false } = {},
  ): AggregateRow[] {
    const selection = this.#select(filters);
    const projection = this.#projectionFor(
      selection,
      countConfirmed ? [...dimensions, 'confirmed'] : dimensions,
    );
    const byWeek = dimensions.includes('week_start');
    const byMonth = dimensions.includes('month');
    const cellDimensions = dimensions.filter((d): d is CellDimension => d !== 'week_start' && d !== 'month');
    // One number per group while the dimensions fit into 53 bits together, text beyond.
    const bits = cellDimensions.reduce((sum, d) => sum + KEY_BITS[d], byWeek || byMonth ? PERIOD_BITS : 0);
    const numericKeys = bits <= 53;
    const groups = new Map<number | string, Group>();
    const groupOf = (cell: Cell, key: number | string, day: number) => {
      let group = groups.get(key);
      if (!group) {
        const values: Partial<Record<AggregateDimension, string | number>> = {};
        for (const d of dimensions) values[d] = this.#valueOf(cell, d, day);
        group = { row: values as AggregateRow, sums: emptyMeasures(), confirmed: 0 };
        groups.set(key, group);
      }
      return group;
    };
    const add = (group: Group, cell: Cell, start: number, end: number) => {
      const before = group.sums[0];
      cell.series.addRange(start, end, group.sums);
      // Outbreak counts are whole numbers, exact in the running totals.
      if (countConfirmed && cell.coordinates[4] === 1) group.confirmed += group.sums[0] - before;
    };
    for (const cell of this.#matchingCells(projection, selection)) {
      const series = cell.series;
      const start = selection.fromDay === -Infinity ? 0 : series.lowerBound(selection.fromDay);
      const end = series.countThrough(selection.toDay);
      if (end <= start) continue;
      const cellKey = this.#cellKey(cell, cellDimensions, numericKeys);
      if (!byWeek && !byMonth) {
        add(groupOf(cell, cellKey, 0), cell, start, end);
        continue;
      }
      // One group per week or month, named by the day after it: add up each run of entries in one.
      let runStart = start;
      while (runStart < end) {
        const day = series.days[runStart];
        const nextPeriod = Math.min(
          byWeek ? weekStartDay(day) + 7 : Infinity,
          byMonth ? nextMonthDay(day) : Infinity,
        );
        let runEnd = runStart + 1;
        while (runEnd < end && series.days[runEnd] < nextPeriod) runEnd++;
        const period = nextPeriod + 1_000_000;
        const key = numericKeys
          ? (cellKey as number) * 2 ** PERIOD_BITS + period
          : `${cellKey}\u0000${period}`;
        add(groupOf(cell, key, day), cell, runStart, runEnd);
        runStart = runEnd;
      }
    }
    const rows = [...groups.values()]
      .filter((group) => group.sums[0] > 0.5)
      .map(({ row, sums, confirmed }) => {
        MEASURES.forEach((name, m) => (row[name] = sums[m]!));
        if (countConfirmed) row.confirmed_outbreaks = confirmed;
        return row;
      });
    if (dimensions.length === 0 && rows.length === 0) {
      return [
        {
          outbreaks: 0,
          cases: 0,
          attack_rate_sum: 0,
          transmission_rate_sum: 0,
          survivability_sum: 0,
          deaths: 0,
        },
      ];
    }
    return rows;
  }

  /**
   * The map's frames: per country, the sums of the outbreaks matching `filters` in each period from
   * `boundaries[p]` to the day before `boundaries[p + 1]` (day numbers, ascending), as one array of
   * PERIOD_SUMS_STRIDE numbers per period: the measures (MEASURES), then how many are confirmed. The same
   * sums as `aggregate` by country and week or month, without a row object, text or map entry per
   * country and period.
   */
  sumsByCountryAndPeriod(
    filters: AggregateFilters,
    boundaries: readonly number[],
  ): Map<number, Float64Array> {
    const result = new Map<number, Float64Array>();
    const periods = boundaries.length - 1;
    if (periods < 1) return result;
    const selection = this.#select(filters);
    const projection = this.#projectionFor(selection, ['country_id', 'confirmed']);
    const first = boundaries[0];
    const fromDay = Math.max(selection.fromDay, first);
    const toDay = Math.min(selection.toDay, boundaries[periods] - 1);
    if (toDay < fromDay) return result;
    const periodOfDay = new Int32Array(boundaries[periods] - first);
    for (let p = 0; p < periods; p++) periodOfDay.fill(p, boundaries[p] - first, boundaries[p + 1] - first);
    const stride = PERIOD_SUMS_STRIDE;
    for (const cell of this.#matchingCells(projection, selection)) {
      const series = cell.series;
      const start = series.lowerBound(fromDay);
      const end = series.countThrough(toDay);
      if (end <= start) continue;
      const country = cell.coordinates[0];
      let sums = result.get(country);
      if (!sums) {
        sums = new Float64Array(periods * stride);
        result.set(country, sums);
      }
      const confirmed = cell.coordinates[4] === 1;
      const { days, totals } = series;
      let runStart = start;
      while (runStart < end) {
        const p = periodOfDay[days[runStart] - first];
        const next = boundaries[p + 1];
        let runEnd = runStart + 1;
        while (runEnd < end && days[runEnd] < next) runEnd++;
        // As addRange adds: the running total at the run's end, less the one before it.
        const at = p * stride;
        const before = sums[at];
        const last = (runEnd - 1) * MEASURE_COUNT;
        for (let m = 0; m < MEASURE_COUNT; m++) sums[at + m] += totals[last + m];
        if (runStart > 0) {
          const previous = (runStart - 1) * MEASURE_COUNT;
          for (let m = 0; m < MEASURE_COUNT; m++) sums[at + m] -= totals[previous + m];
        }
        // Outbreak counts are whole numbers, exact in the running totals.
        if (confirmed) sums[at + MEASURE_COUNT] += sums[at] - before;
        runStart = runEnd;
      }
    }
    return result;
  }

  /** The part of a group's key that a cell fixes: its values of `dimensions`, as one number or as text. */
  #cellKey(cell: Cell, dimensions: readonly CellDimension[], numeric: boolean): number | string {
    if (!numeric) return dimensions.map((d) => this.#valueOf(cell, d, 0)).join('\u0000');
    let key = 0;
    for (const d of dimensions) key = key * 2 ** KEY_BITS[d] + this.#numericValueOf(cell, d, 0);
    return key;
  }

  #numericValueOf(cell: Cell, dimension: AggregateDimension, day: number): number {
    const c = cell.coordinates;
    switch (dimension) {
      case 'country_id':
        return c[0];
      case 'disease_id':
        return c[1];
      case 'status':
        return c[2];
      case 'severity':
        return c[3];
      case 'confirmed':
        return c[4];
      case 'week_start':
        return weekStartDay(day) + 1_000_000;
      case 'month':
        return monthOfDay(day);
    }
  }

  /** The group's value of `dimension` as the answer names it: ids, texts and dates. */
  #valueOf(cell: Cell, dimension: AggregateDimension, day: number): string | number {
    const value = this.#numericValueOf(cell, dimension, day);
    switch (dimension) {
      case 'status':
        return this.#statuses.names[value];
      case 'severity':
        return this.#severities.names[value];
      case 'week_start':
        return dateOfDay(weekStartDay(day));
      case 'month':
        return dateOfDay(day).slice(0, 7);
      default:
        return value;
    }
  }

  /**
   * The ids of the newest `limit` outbreaks matching `filters` (by date, then id, newest first), per
   * country when `perCountry` is set (the key -1 holds them all otherwise).
   */
  newest(filters: AggregateFilters, limit: number, perCountry = false): Map<number, number[]> {
    const selection = this.#select(filters);
    const heads = new Map<number, Head[]>();
    const needed = this.#neededDimensions(selection, perCountry ? ['country_id'] : []);
    const source = this.#orders.find((order) => order.covers(needed)) ?? this.#cells;
    for (const cell of this.#matchingCells(source, selection)) {
      const series = cell.series;
      // Ranges that end today need no search: the newest entry is the last.
      const end = series.countThrough(selection.toDay);
      if (end === 0 || series.days[end - 1] < selection.fromDay) continue;
      listIn(heads, perCountry ? cell.coordinates[0] : -1).push({ series, at: end - 1 });
    }
    const result = new Map<number, number[]>();
    for (const [key, list] of heads) result.set(key, takeNewest(list, limit, selection.fromDay));
    return result;
  }

  /** How many cells a selection reads: a measure of how narrow its filters are. */
  cellCount(filters: AggregateFilters): number {
    let count = 0;
    for (const _ of this.#matchingCells(this.#cells, this.#select(filters))) count++;
    return count;
  }
}
