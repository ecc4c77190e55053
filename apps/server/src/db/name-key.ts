/**
 * The case-insensitive identity of a name ("Lagos", " lagos ", "LAGOS" are one state). Stored beside
 * the name with a unique index, so both databases enforce it the same way, Unicode included
 * (SQLite's lower() folds ASCII only).
 */
export function toNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}
