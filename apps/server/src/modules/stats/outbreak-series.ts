/**
 * A run of dated entries with running totals: the building block of the in-memory outbreak summary.
 * Entries are kept in order of (day, id); each holds the running totals of the measures up to and
 * including itself, so the sums over any range of days are one subtraction after two binary searches.
 */

/** The measures kept for every entry, in this order. */
export const MEASURES = [
  'outbreaks',
  'cases',
  'attack_rate_sum',
  'transmission_rate_sum',
  'survivability_sum',
  'deaths',
] as const;
export const MEASURE_COUNT = MEASURES.length;

export type Measures = Float64Array;

export function emptyMeasures(): Measures {
  return new Float64Array(MEASURE_COUNT);
}

/** Adds `source` times `sign` into `target`. */
export function addMeasures(target: Measures, source: ArrayLike<number>, sign = 1, offset = 0): void {
  for (let m = 0; m < MEASURE_COUNT; m++) target[m] += sign * source[offset + m];
}

/**
 * `withIds`: one entry per outbreak, ordered by (day, id), so the newest outbreaks can be listed;
 * otherwise one entry per day holding that day's sums. `measured` false: no sums, only the order.
 */
export class Series {
  days: Int32Array;
  ids: Int32Array | null;
  /** Running totals, `stride` per entry. */
  totals: Float64Array;
  length = 0;
  /** Measures per entry: MEASURE_COUNT, or 0 for a series that only orders outbreaks. */
  readonly stride: number;

  constructor(withIds: boolean, capacity = 4, measured = true) {
    this.stride = measured ? MEASURE_COUNT : 0;
    this.days = new Int32Array(capacity);
    this.ids = withIds ? new Int32Array(capacity) : null;
    this.totals = new Float64Array(capacity * this.stride);
  }

  /** The index of the first entry at or after (day, id). */
  lowerBound(day: number, id = -Infinity): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const d = this.days[mid];
      if (d < day || (d === day && this.ids !== null && this.ids[mid] < id)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The number of entries on or before `day`. */
  countThrough(day: number): number {
    if (this.length === 0 || this.days[this.length - 1] <= day) return this.length;
    return this.lowerBound(day + 1);
  }

  /** Adds the running totals of the first `count` entries into `target`, times `sign`. */
  addTotalsOfFirst(count: number, target: Measures, sign = 1): void {
    if (count > 0) addMeasures(target, this.totals, sign, (count - 1) * this.stride);
  }

  /** Adds the sums of the entries from index `start` (inclusive) to `end` (exclusive) into `target`. */
  addRange(start: number, end: number, target: Measures): void {
    if (end <= start) return;
    this.addTotalsOfFirst(end, target, 1);
    this.addTotalsOfFirst(start, target, -1);
  }

  /** Adds the measures of entry `index` alone into `target`. */
  addEntry(index: number, target: Measures): void {
    this.addRange(index, index + 1, target);
  }

  #grow(): void {
    const capacity = Math.max(4, this.days.length * 2);
    const days = new Int32Array(capacity);
    days.set(this.days);
    this.days = days;
    if (this.ids) {
      const ids = new Int32Array(capacity);
      ids.set(this.ids);
      this.ids = ids;
    }
    const totals = new Float64Array(capacity * this.stride);
    totals.set(this.totals);
    this.totals = totals;
  }

  /**
   * Adds (sign 1) or takes away (sign -1) one outbreak with its measures. Per-outbreak series insert or
   * remove its entry (taking away the measures it was added with);
   * per-day series add to or take from the day's entry, dropping it when no outbreak is left in it.
   */
  apply(day: number, id: number, values: ArrayLike<number>, sign: 1 | -1): void {
    const index = this.lowerBound(day, id);
    const present =
      index < this.length && this.days[index] === day && (this.ids === null || this.ids[index] === id);
    if (sign > 0 && (!present || this.ids !== null)) {
      if (present) return; // the outbreak is already counted
      this.#insertAt(index, day, id);
    } else if (!present) {
      return; // nothing to take away
    }
    const end = this.length * this.stride;
    for (let at = index * this.stride; at < end; at += this.stride) {
      for (let m = 0; m < this.stride; m++) this.totals[at + m] += sign * values[m];
    }
    // An outbreak taken away leaves; a day leaves when no outbreak is left in it.
    const isEmpty =
      this.ids !== null
        ? sign < 0
        : this.totals[index * this.stride] - (index > 0 ? this.totals[(index - 1) * this.stride] : 0) < 0.5;
    if (isEmpty) this.#removeAt(index);
  }

  #insertAt(index: number, day: number, id: number): void {
    if (this.length === this.days.length) this.#grow();
    this.days.copyWithin(index + 1, index, this.length);
    this.days[index] = day;
    if (this.ids) {
      this.ids.copyWithin(index + 1, index, this.length);
      this.ids[index] = id;
    }
    this.totals.copyWithin((index + 1) * this.stride, index * this.stride, this.length * this.stride);
    // The new entry starts from the running totals before it.
    for (let m = 0; m < this.stride; m++) {
      this.totals[index * this.stride + m] = index > 0 ? this.totals[(index - 1) * this.stride + m] : 0;
    }
    this.length++;
  }

  #removeAt(index: number): void {
    this.days.copyWithin(index, index + 1, this.length);
    this.ids?.copyWithin(index, index + 1, this.length);
    this.totals.copyWithin(index * this.stride, (index + 1) * this.stride, this.length * this.stride);
    this.length--;
  }

  /** Outbreaks added while loading, in any order: values, not yet running totals. */
  #loading: { days: number[]; ids: number[]; values: number[] } | null = null;

  /** Adds an outbreak while loading a per-outbreak series, in any order; `seal` then orders it. */
  load(day: number, id: number, values: ArrayLike<number>): void {
    this.#loading ??= { days: [], ids: [], values: [] };
    this.#loading.days.push(day);
    this.#loading.ids.push(id);
    for (let m = 0; m < this.stride; m++) this.#loading.values.push(values[m]);
  }

  /** Orders what was loaded by (day, id) and turns it into running totals, sized to fit. */
  seal(): void {
    const loaded = this.#loading;
    this.#loading = null;
    if (!loaded) return;
    const order = Array.from(loaded.days.keys()).sort(
      (a, b) => loaded.days[a] - loaded.days[b] || loaded.ids[a] - loaded.ids[b],
    );
    this.#reset(order.length);
    for (const i of order) this.#append(loaded.days[i], loaded.ids[i], loaded.values, i * this.stride);
  }

  /**
   * A per-day series of the sums of `sources` (sealed series of days from `firstDay` to `lastDay`),
   * added up in a dense array of the days.
   */
  static perDaySumOf(sources: readonly Series[], firstDay: number, lastDay: number): Series {
    const span = lastDay - firstDay + 1;
    const sums = new Float64Array(span * MEASURE_COUNT);
    const entry = new Float64Array(MEASURE_COUNT);
    for (const source of sources) {
      for (let i = 0; i < source.length; i++) {
        entry.fill(0);
        source.addEntry(i, entry);
        const at = (source.days[i] - firstDay) * MEASURE_COUNT;
        for (let m = 0; m < MEASURE_COUNT; m++) sums[at + m] += entry[m];
      }
    }
    let count = 0;
    for (let d = 0; d < span; d++) if (sums[d * MEASURE_COUNT] > 0.5) count++;
    const series = new Series(false, 0);
    series.#reset(count);
    for (let d = 0; d < span; d++) {
      if (sums[d * MEASURE_COUNT] > 0.5) series.#append(firstDay + d, 0, sums, d * MEASURE_COUNT);
    }
    return series;
  }

  #reset(capacity: number): void {
    this.days = new Int32Array(capacity);
    this.ids = this.ids ? new Int32Array(capacity) : null;
    this.totals = new Float64Array(capacity * this.stride);
    this.length = 0;
  }

  #append(day: number, id: number, values: ArrayLike<number>, offset: number): void {
    const at = this.length;
    this.days[at] = day;
    if (this.ids) this.ids[at] = id;
    for (let m = 0; m < this.stride; m++) {
      this.totals[at * this.stride + m] =
        (at > 0 ? this.totals[(at - 1) * this.stride + m] : 0) + values[offset + m];
    }
    this.length++;
  }
}
