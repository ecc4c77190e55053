/**
 * A case-insensitive `like` pattern that finds `text` anywhere, its own `%`, `_` and `\` taken as text:
 * compare it with `lower(column) like pattern escape '\'`, the same on SQLite and PostgreSQL.
 */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
