import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { OutbreakCube, type CountedOutbreak } from './outbreak-cube.js';
import { readDataVersion, STATS_FACT_COLUMNS } from './outbreak-stats.js';

type Db = Kysely<DB>;

/** Lets waiting requests run between the steps of a load (SQLite answers without yielding). */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Outbreaks read per query while loading the summary. */
const LOAD_PAGE_SIZE = 5_000;

/**
 * Loads every outbreak into a new summary, in pages in id order (the table's own order, read
 * sequentially). The version is read first: writes that commit while the pages are read are replayed
 * afterwards from their recorded changes, which the summary applies idempotently, so it ends exactly at
 * a version. Null when a bulk rebuild happened meanwhile (its version has no recorded changes): load
 * again.
 */
async function loadCube(db: Db): Promise<OutbreakCube | null> {
  const cube = new OutbreakCube(await readDataVersion(db));
  let after = 0;
  for (;;) {
    const rows: CountedOutbreak[] = await db
      .selectFrom('outbreaks')
      .select([...STATS_FACT_COLUMNS])
      .where('id', '>', after)
      .orderBy('id')
      .limit(LOAD_PAGE_SIZE)
      .execute();
    for (const row of rows) cube.load(row);
    if (rows.length < LOAD_PAGE_SIZE) break;
    after = rows[rows.length - 1].id;
    await letOthersRun();
  }
  await cube.seal(letOthersRun);
  return (await catchUp(db, cube)) ? cube : null;
}

/**
 * Applies the recorded changes after the summary's version. Returns false when they cannot bring it
 * up to date: a version without recorded changes (a bulk rebuild) or changes already pruned.
 */
async function catchUp(db: Db, cube: OutbreakCube): Promise<boolean> {
  // The version first: every change up to it is committed, and so visible to the next query.
  const current = await readDataVersion(db);
  if (current === cube.version) return true;
  const changes = await db
    .selectFrom('outbreak_stats_changes')
    .select(['version', 'sign', 'outbreak_id as id', ...STATS_FACT_COLUMNS.filter((c) => c !== 'id')])
    .where('version', '>', cube.version)
    .orderBy('version')
    .orderBy('id')
    .execute();
  for (const change of changes) {
    // Each version after the summary's must have its changes (one or two rows per version).
    if (change.version > cube.version + 1) return false;
    cube.apply(change, change.sign > 0 ? 1 : -1);
    cube.version = change.version;
  }
  return cube.version >= current;
}

/**
 * Keeps one in-memory summary per database handle at the data version the request read: it loads on
 * first use, then follows each newer version through the changes recorded with it (this instance's
 * writes and every other instance's alike), and reloads when it cannot.
 */
export class OutbreakCubeSource {
  #cube: OutbreakCube | null = null;
  #syncing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** The version of the summary held, or null before the first load has ended. */
  get loadedVersion(): number | null {
    return this.#cube?.version ?? null;
  }

  async at(version: number): Promise<OutbreakCube> {
    // Versions only grow, so one pass reaches `version`; a second covers a rebuild during a load.
    for (let pass = 0; pass < 3 && (!this.#cube || this.#cube.version < version); pass++) {
      this.#syncing ??= this.#sync().finally(() => (this.#syncing = null));
      await this.#syncing;
    }
    if (!this.#cube) throw new Error('The outbreak summary could not be loaded');
    return this.#cube;
  }

  async #sync(): Promise<void> {
    if (this.#cube && (await catchUp(this.db, this.#cube))) return;
    // A summary that cannot catch up is dropped at once, so no request reads it half updated.
    this.#cube = null;
    this.#cube = await loadCube(this.db);
  }
}

const sources = new WeakMap<Db, OutbreakCubeSource>();

function sourceOf(db: Db): OutbreakCubeSource {
  let source = sources.get(db);
  if (!source) {
    source = new OutbreakCubeSource(db);
    sources.set(db, source);
  }
  return source;
}

/** The in-memory summary of `db` at `version` or newer. */
export function outbreakCube(db: Db, version: number): Promise<OutbreakCube> {
  return sourceOf(db).at(version);
}

/** The version of the summary `db`'s instance holds, null while none is loaded (a request would wait). */
export const loadedOutbreakCubeVersion = (db: Db): number | null => sourceOf(db).loadedVersion;
