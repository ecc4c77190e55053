import type { Comment } from '@outbreak-watch/domain';

const hasText = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** First and last name, else `fallback` ('You', spec §9). */
export function authorName(comment: Pick<Comment, 'first_name' | 'last_name'>, fallback: string): string {
  const name = [comment.first_name, comment.last_name].filter(hasText).join(' ');
  return name === '' ? fallback : name;
}

/** Title and affiliation, e.g. 'Dr · Institut Pasteur', else `fallback` ('Contributor', spec §9). */
export function roleLabel(comment: Pick<Comment, 'title' | 'affiliation'>, fallback: string): string {
  const label = [comment.title, comment.affiliation].filter(hasText).join(' · ');
  return label === '' ? fallback : label;
}

export function isVerifiedAuthor(comment: Pick<Comment, 'qualification'>): boolean {
  return hasText(comment.qualification);
}

export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('');
}

/** 'Nov 21, 2026, 3:04 PM' in the reader's time zone. */
export { formatMediumDateTime as formatCommentTime } from '../../lib/format';
