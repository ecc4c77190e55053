/**
 * The case-insensitive identity of a name ("Lagos", " lagos ", "LAGOS" are one state). Stored beside
 * the name with a unique index, so both databases enforce it the same way, Unicode and spacing
 * included, without depending on either database's collation.
 */
export function toNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}
