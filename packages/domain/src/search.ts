/**
 * The outbreak search's one definition of a word, shared by the index (every outbreak's text is
 * stored as these words) and the query (the `q` of the list is cut into the same words), so SQLite's
 * FTS5 and PostgreSQL's tsvector never tokenise anything themselves and cannot disagree.
 *
 * A word is a run of letters and digits after folding: lower case, accents and other marks removed
 * (Unicode NFKD), and a few letters that do not decompose spelled out (ß → ss, æ → ae, ø → o …).
 * Everything else separates words: spaces, punctuation, hyphens, apostrophes, symbols. So "Côte
 * d'Ivoire" is `cote d ivoire` and "Crimean-Congo" is `crimean congo`.
 */

/** Search limits of `GET /api/outbreaks`. */
export const SEARCH_LIMITS = {
  /** Characters of `q`; more is a 400. */
  maxLength: 100,
  /** Words of `q` that count; later ones are ignored. */
  maxWords: 5,
  /** Characters of a word that count, in the index and in the query alike. */
  maxWordLength: 64,
  /**
   * Characters a search word needs to match the beginnings of words; a shorter one ("a" of "hepatitis
   * a") matches only the whole word: as a prefix it would match nearly everything.
   */
  minPrefixLength: 2,
} as const;

/** Letters that lower-casing and NFKD leave whole, with the letters they are searched as. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const SPELLED_OUT_PATTERN = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'gu');
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The first `SEARCH_LIMITS.maxWordLength` characters (code points) of a word. */
function capWord(word: string): string {
  const characters = Array.from(word);
  return characters.length > SEARCH_LIMITS.maxWordLength
    ? characters.slice(0, SEARCH_LIMITS.maxWordLength).join('')
    : word;
}

/** The words of a text, folded, in order, repeats kept. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      // After lower-casing: "İ" lower-cases to "i" plus a combining dot.
      .replace(MARKS, '')
      .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter] ?? letter)
      .split(SEPARATORS)
      .filter((word) => word !== '')
      .map(capWord)
  );
}

/**
 * The distinct words of a search, at most `SEARCH_LIMITS.maxWords` of them. An outbreak matches when
 * every one of them begins a word of its disease, country, state, city, description or source (or,
 * for a word shorter than `SEARCH_LIMITS.minPrefixLength`, is one of those words).
 */
export function searchQueryWords(q: string | null | undefined): string[] {
  return [...new Set(searchWords(q))].slice(0, SEARCH_LIMITS.maxWords);
}

/** Whether a search word matches the words it begins (true), or only itself as a whole word. */
export function isPrefixSearchWord(word: string): boolean {
  return Array.from(word).length >= SEARCH_LIMITS.minPrefixLength;
}
