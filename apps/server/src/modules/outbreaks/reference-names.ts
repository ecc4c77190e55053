import { searchWords } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { REFERENCE_NAMES_DATA, INDEX_TOKEN } from './search-index.js';

/** One word of a disease, country or state name, with the index token of that entry. */
interface NameWord {
  word: string;
  token: string;
}

/**
 * The words of every disease, country and state name, sorted, so the entries a search word begins a
 * name word of are one binary search away. A few thousand names: kept in memory, read again when any
 * name changes (see `loadReferenceNames`).
 */
export class ReferenceNames {
  private constructor(private readonly words: NameWord[]) {}

  static fromNames(names: { token: string; name: string }[]): ReferenceNames {
    const words = names.flatMap(({ token, name }) => searchWords(name).map((word) => ({ word, token })));
    words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return new ReferenceNames(words);
  }

  /** The tokens of the entries with a name word that begins with `prefix` (or is `prefix`). */
  tokensFor(prefix: string, { isPrefix }: { isPrefix: boolean }): string[] {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.words[middle].word < prefix) low = middle + 1;
      else high = middle;
    }
    const tokens = new Set<string>();
    for (let i = low; i < this.words.length && this.words[i].word.startsWith(prefix); i += 1)
      if (isPrefix || this.words[i].word === prefix) tokens.add(this.words[i].token);
    return [...tokens];
  }
}

async function readReferenceNames(db: Kysely<DB>): Promise<ReferenceNames> {
  const [diseases, countries, states] = await Promise.all([
    db.selectFrom('diseases').select(['id', 'name']).execute(),
    db.selectFrom('countries').select(['id', 'name']).execute(),
    db.selectFrom('states').select(['id', 'name']).execute(),
  ]);
  const named = (prefix: string, rows: { id: number; name: string }[]) =>
    rows.map((row) => ({ token: `${prefix}${row.id}`, name: row.name }));
  return ReferenceNames.fromNames([
    ...named(INDEX_TOKEN.disease, diseases),
    ...named(INDEX_TOKEN.country, countries),
    ...named(INDEX_TOKEN.state, states),
  ]);
}

const loaded = new WeakMap<Kysely<DB>, { version: number; names: Promise<ReferenceNames> }>();

/**
 * The reference names as they are now. Triggers on the three tables raise the `reference_names` data
 * version whenever a name is added, changed or deleted, by any path (an admin, a seed, a report that
 * adds a disease, another instance), so one primary-key read tells whether the copy in memory is
 * current.
 */
export async function loadReferenceNames(db: Kysely<DB>): Promise<ReferenceNames> {
  const version = await readDataVersion(db, REFERENCE_NAMES_DATA);
  const current = loaded.get(db);
  if (current?.version === version) return current.names;
  const entry = { version, names: readReferenceNames(db) };
  loaded.set(db, entry);
  // A failed read is not kept: the next search tries again.
  entry.names.catch(() => {
    if (loaded.get(db) === entry) loaded.delete(db);
  });
  return entry.names;
}
