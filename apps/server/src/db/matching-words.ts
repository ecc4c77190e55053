import { sql, type RawBuilder } from 'kysely';
import { likePattern } from './like-pattern.js';

/**
 * Conditions for a search box: each of the first five words must match one of the expressions,
 * case-insensitive, anywhere in it.
 */
export function matchingWords(words: string | undefined, expressions: readonly RawBuilder<string | null>[]) {
  return (words ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => {
      const pattern = likePattern(word);
      const matches = expressions.map((expression) => sql`lower(${expression}) like ${pattern} escape '\\'`);
      return sql<boolean>`(${sql.join(matches, sql` or `)})`;
    });
}
