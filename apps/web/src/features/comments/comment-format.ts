import type { Comment } from '@outbreak-watch/domain';

/** Spec §9 comment fallbacks. */
export const COMMENT_FALLBACK = { name: 'You', role: 'Contributor' } as const;

const hasText = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** First and last name, else 'You'. */
export function authorName(comment: Pick<Comment, 'first_name' | 'last_name'>): string {
  const name = [comment.first_name, comment.last_name].filter(hasText).join(' ');
  return name === '' ? COMMENT_FALLBACK.name : name;
}

/** Title and affiliation, e.g. 'Dr · Institut Pasteur', else 'Contributor'. */
export function roleLabel(comment: Pick<Comment, 'title' | 'affiliation'>): string {
  const label = [comment.title, comment.affiliation].filter(hasText).join(' · ');
  return label === '' ? COMMENT_FALLBACK.role : label;
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
