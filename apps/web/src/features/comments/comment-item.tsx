import type { Comment } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { authorName, formatCommentTime, initials, isVerifiedAuthor, roleLabel } from './comment-format';
import { HelpfulButton } from './helpful-button';
import { COMMENTS_MESSAGES as TEXT } from './messages';

/** One expert comment (spec §2): author, role, Verified badge, time, the text as typed, Helpful. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { formatMessage: t } = useIntl();
  const name = authorName(comment, t(TEXT.you));
  return (
    <article aria-label={t(TEXT.by, { name })} className="flex gap-3 py-5 sm:gap-4">
      <div
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
      >
        {initials(name)}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold text-slate-950 dark:text-white">{name}</p>
          {isVerifiedAuthor(comment) && (
            <span
              title={t(TEXT.qualification, { qualification: comment.qualification ?? '' })}
              className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-300 ring-inset dark:bg-green-950 dark:text-green-100 dark:ring-green-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                <path
                  fillRule="evenodd"
                  d="M16.403 12.652a3 3 0 0 0 0-5.304 3 3 0 0 0-3.75-3.751 3 3 0 0 0-5.305 0 3 3 0 0 0-3.751 3.75 3 3 0 0 0 0 5.305 3 3 0 0 0 3.75 3.751 3 3 0 0 0 5.305 0 3 3 0 0 0 3.751-3.75Zm-2.546-4.46a.75.75 0 0 0-1.214-.883l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
                  clipRule="evenodd"
                />
              </svg>
              {t(TEXT.verified)}
            </span>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {roleLabel(comment, t(TEXT.contributor))}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={comment.created_at}>{formatCommentTime(comment.created_at)}</time>
        </p>
        {comment.is_hidden && (
          <p className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {t(TEXT.hidden, {
              hasReason: comment.hidden_reason ? 'yes' : 'no',
              reason: comment.hidden_reason ?? '',
            })}
          </p>
        )}
        {/* User text is shown as typed, never as HTML (DESIGN.md §9). */}
        <p className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">
          {comment.content}
        </p>
        <div className="mt-3">
          <HelpfulButton comment={comment} />
        </div>
      </div>
    </article>
  );
}
