import type { OutbreakStatsFacts } from './outbreak-stats.js';

/**
 * The few facts of every outbreak that the map's recent lists show, in memory beside the summary:
 * typed arrays indexed by outbreak id (ids are assigned in sequence, so the arrays are about as long as
 * the table), cities as codes into a list of distinct names. About 50 bytes per outbreak.
 */

/** One outbreak's facts as the recent lists show them; names are looked up by the caller. */
export type OutbreakRecord = Omit<OutbreakStatsFacts, 'country_id' | 'deaths'>;

/** What is stored for an outbreak beside its day number and its status and severity codes. */
type StoredFacts = Omit<OutbreakRecord, 'date' | 'status' | 'severity'>;

const NONE = -1;
/** cases, attack rate, transmission rate and survivability. */
const MEASURES_PER_OUTBREAK = 4;

export class OutbreakRecords {
  #capacity = 0;
  /** 1 where an outbreak is held. */
  #present = new Uint8Array(0);
  #disease = new Int32Array(0);
  #state = new Int32Array(0);
  #city = new Int32Array(0);
  #day = new Int32Array(0);
  /** Status and severity codes, four bits each; the summary owns the codes' names. */
  #category = new Uint8Array(0);
  #confirmed = new Uint8Array(0);
  /** cases, attack rate, transmission rate and survivability, four per outbreak. */
  #measures = new Float64Array(0);

  readonly #cityCodes = new Map<string, number>();
  readonly #cityNames: string[] = [];

  #ensure(id: number): void {
    if (id < this.#capacity) return;
    const capacity = Math.max(1024, Math.ceil((id + 1) * 1.25));
    const grow = <T extends Uint8Array | Int32Array | Float64Array>(old: T, per = 1): T => {
      const next = new (old.constructor as new (length: number) => T)(capacity * per);
      next.set(old);
      return next;
    };
    this.#present = grow(this.#present);
    this.#disease = grow(this.#disease);
    this.#state = grow(this.#state);
    this.#city = grow(this.#city);
    this.#day = grow(this.#day);
    this.#category = grow(this.#category);
    this.#confirmed = grow(this.#confirmed);
    this.#measures = grow(this.#measures, MEASURES_PER_OUTBREAK);
    this.#capacity = capacity;
  }

  #cityCode(city: string | null | undefined): number {
    if (city === null || city === undefined) return NONE;
    let code = this.#cityCodes.get(city);
    if (code === undefined) {
      code = this.#cityNames.length;
      this.#cityCodes.set(city, code);
      this.#cityNames.push(city);
    }
    return code;
  }

  /** Keeps (or replaces) the facts of `facts.id`; a million of these load the summary. */
  set(facts: StoredFacts, day: number, status: number, severity: number): void {
    const id = facts.id;
    this.#ensure(id);
    this.#present[id] = 1;
    this.#disease[id] = facts.disease_id;
    this.#state[id] = facts.state_id ?? NONE;
    this.#city[id] = this.#cityCode(facts.city);
    this.#day[id] = day;
    this.#category[id] = (status << 4) | severity;
    this.#confirmed[id] = facts.confirmed ? 1 : 0;
    const at = id * MEASURES_PER_OUTBREAK;
    this.#measures[at] = Number(facts.cases);
    this.#measures[at + 1] = Number(facts.attack_rate);
    this.#measures[at + 2] = Number(facts.transmission_rate);
    this.#measures[at + 3] = Number(facts.survivability);
  }

  delete(id: number): void {
    if (id < this.#capacity) this.#present[id] = 0;
  }

  /** The outbreak's facts; `names` turns the day and the codes back into the texts the answer shows. */
  get(
    id: number,
    names: {
      date: (day: number) => string;
      status: (code: number) => string;
      severity: (code: number) => string;
    },
  ): OutbreakRecord | undefined {
    if (!(id >= 0 && id < this.#capacity && this.#present[id] === 1)) return undefined;
    const state = this.#state[id];
    const city = this.#city[id];
    const at = id * MEASURES_PER_OUTBREAK;
    return {
      id,
      disease_id: this.#disease[id],
      state_id: state === NONE ? null : state,
      city: city === NONE ? null : this.#cityNames[city],
      date: names.date(this.#day[id]),
      status: names.status(this.#category[id] >> 4),
      severity: names.severity(this.#category[id] & 15),
      confirmed: this.#confirmed[id] === 1,
      cases: this.#measures[at],
      attack_rate: this.#measures[at + 1],
      transmission_rate: this.#measures[at + 2],
      survivability: this.#measures[at + 3],
    };
  }
}
