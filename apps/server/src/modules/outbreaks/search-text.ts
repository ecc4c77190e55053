import { searchWords } from '@outbreak-watch/domain';

/** The texts of an outbreak that its own words come from (names are matched apart: search-index.ts). */
export interface OutbreakTexts {
  city?: string | null;
  description?: string | null;
  source?: string | null;
}

/**
 * `outbreaks.search_text`: the distinct folded words of the outbreak's city, description and source,
 * separated by single spaces. Every write of those columns writes this one too, in the same statement.
 */
export function outbreakSearchText(outbreak: OutbreakTexts): string {
  const words = [outbreak.city, outbreak.description, outbreak.source].flatMap(searchWords);
  return [...new Set(words)].join(' ');
}
