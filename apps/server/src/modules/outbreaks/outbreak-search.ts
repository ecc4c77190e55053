import { isPrefixSearchWord, searchQueryWords, type OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loadReferenceNames } from './reference-names.js';
import { INDEX_TOKEN, SQLITE_PREFIX_INDEX_LENGTHS, YEAR_TOKEN } from './search-index.js';

/**
 * One word of a search: an outbreak matches it when one of its own words begins with `word` (is
 * `word`, when it is too short to be a prefix), or it points at one of the diseases, countries or
 * states in `references` (their index tokens), whose names have such a word.
 */
export interface SearchWord {
  word: string;
  isPrefix: boolean;
  references: string[];
}

/** The words of `q` with the references whose names match them; empty for no search. */
export async function resolveSearchWords(db: Kysely<DB>, q: string | undefined): Promise<SearchWord[]> {
  const words = searchQueryWords(q);
  if (words.length === 0) return [];
  const names = await loadReferenceNames(db);
  return words.map((word) => {
    const isPrefix = isPrefixSearchWord(word);
    return { word, isPrefix, references: names.tokensFor(word, { isPrefix }) };
  });
}

/**
 * The filters a search asks the index for, as its tokens: the index alone answers a filtered search.
 * The region filter is its area's token, which every outbreak of a country within the area holds.
 */
export type IndexedFilters = Pick<
  OutbreakFilters,
  'country_id' | 'region' | 'disease_id' | 'status' | 'severity'
>;

/** The filters' tokens, all required. */
function filterTokens(filters: IndexedFilters): string[] {
  const tokens: string[] = [];
  if (filters.country_id) tokens.push(`${INDEX_TOKEN.country}${filters.country_id}`);
  if (filters.region !== undefined) tokens.push(`${INDEX_TOKEN.area}${filters.region}`);
  if (filters.disease_id) tokens.push(`${INDEX_TOKEN.disease}${filters.disease_id}`);
  if (filters.status) tokens.push(`${INDEX_TOKEN.status}${filters.status}`);
  if (filters.severity) tokens.push(`${INDEX_TOKEN.severity}${filters.severity}`);
  return tokens;
}

/** A group of alternatives in a query language whose "or" is `or`. */
const anyOf = (alternatives: string[], or: string) =>
  alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(or)})`;

/**
 * At most this many indexed words stand in for one prefix (SQLite). FTS5 reads the list of every
 * word a prefix query expands to in full before it returns a row: hundreds of milliseconds for a
 * common word at a million outbreaks. Naming the words instead lets it read each list lazily, newest
 * first, and stop after the page. Prefixes as short as FTS5's prefix index are read from that index;
 * a longer one that stands for more words than this is left to FTS5's own expansion.
 */
const MAX_NAMED_WORDS = 300;
const LONGEST_INDEXED_PREFIX = Math.max(...SQLITE_PREFIX_INDEX_LENGTHS);

/** The smallest string after every string that begins with `prefix` (code point order = UTF-8 order). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return head + String.fromCodePoint(last + 1);
}

/** SQLite: the indexed words that begin with `prefix`, or null when there are too many to name. */
async function sqliteWordsBeginning(db: Kysely<DB>, prefix: string): Promise<string[] | null> {
  const rows = await db
    .selectFrom('outbreak_search_terms')
    .select('term')
    .where('term', '>=', prefix)
    .where('term', '<', prefixEnd(prefix))
    .limit(MAX_NAMED_WORDS + 1)
    .execute();
  return rows.length > MAX_NAMED_WORDS ? null : rows.map((row) => row.term);
}

/** An FTS5 string: words and tokens never contain a double quote. */
const ftsString = (text: string) => `"${text}"`;

/** SQLite: the FTS5 alternatives that stand for an outbreak's own words matching `word`. */
async function sqliteOwnWords(db: Kysely<DB>, { word, isPrefix }: SearchWord): Promise<string[]> {
  if (!isPrefix) return [ftsString(word)];
  if (Array.from(word).length <= LONGEST_INDEXED_PREFIX) return [`${ftsString(word)}*`];
  const named = await sqliteWordsBeginning(db, word);
  return named === null ? [`${ftsString(word)}*`] : named.map(ftsString);
}

/**
 * SQLite: the FTS5 MATCH expression of the words and the filters, or null when some word can match
 * nothing (no indexed word begins with it and no name has it).
 */
export async function sqliteMatchExpression(
  db: Kysely<DB>,
  words: SearchWord[],
  filters: IndexedFilters,
): Promise<string | null> {
  const groups: string[] = [];
  for (const word of words) {
    const alternatives = [...(await sqliteOwnWords(db, word)), ...word.references.map(ftsString)];
    if (alternatives.length === 0) return null;
    groups.push(`(${alternatives.join(' OR ')})`);
  }
  return [...groups, ...filterTokens(filters).map(ftsString)].join(' AND ');
}

/** A tsquery lexeme: words and tokens never contain a single quote or a backslash. */
const tsLexeme = (text: string) => `'${text}'`;

/**
 * PostgreSQL: the tsquery of the words and filters, as text for `::tsquery` (lexemes taken literally),
 * within `years` when given (any of them).
 */
export function postgresTsquery(words: SearchWord[], filters: IndexedFilters, years: number[] = []): string {
  const groups = words.map(({ word, isPrefix, references }) => {
    const own = isPrefix ? `${tsLexeme(word)}:*` : tsLexeme(word);
    return `(${[own, ...references.map(tsLexeme)].join(' | ')})`;
  });
  const tokens = filterTokens(filters).map(tsLexeme);
  if (years.length > 0)
    tokens.push(
      anyOf(
        years.map((year) => tsLexeme(`${YEAR_TOKEN}${year}`)),
        ' | ',
      ),
    );
  return [...groups, ...tokens].join(' & ');
}
