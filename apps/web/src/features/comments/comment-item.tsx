import type { Comment } from '@outbreak-watch/domain';
import { useState } from 'react';
import { authorName, formatCommentTime, initials, isVerifiedAuthor, roleLabel } from './comment-format';

function HelpfulButton() {
  // Spec §2: a local count from 0; nothing is sent to the server.
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      aria-pressed={count > 0}
      onClick={() => setCount((current) => current + 1)}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-950 dark:aria-pressed:text-brand-100"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M1 8.25a1.25 1.25 0 1 1 2.5 0v7.5a1.25 1.25 0 1 1-2.5 0v-7.5ZM11 3V1.7c0-.268.14-.526.395-.607A2 2 0 0 1 14 3c0 .995-.182 1.948-.514 2.826-.204.54.166 1.174.744 1.174h2.52c1.243 0 2.261 1.01 2.146 2.247a23.864 23.864 0 0 1-1.341 5.974C17.153 16.323 16.072 17 14.9 17h-3.192a3 3 0 0 1-1.341-.317l-2.734-1.366A3 3 0 0 0 6.292 15H5V8h.963c.685 0 1.258-.483 1.612-1.068a4.011 4.011 0 0 1 2.166-1.73c.432-.143.853-.386 1.011-.814.16-.432.248-.9.248-1.388Z" />
      </svg>
      {`Helpful (${count})`}
    </button>
  );
}

/** One expert comment (spec §2): author, role, Verified badge, time, the text as typed, Helpful. */
export function CommentItem({ comment }: { comment: Comment }) {
  const name = authorName(comment);
  return (
    <article aria-label={`Comment by ${name}`} className="flex gap-3 py-5 sm:gap-4">
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
              title={`Qualification: ${comment.qualification ?? ''}`}
              className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-300 ring-inset dark:bg-green-950 dark:text-green-100 dark:ring-green-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                <path
                  fillRule="evenodd"
                  d="M16.403 12.652a3 3 0 0 0 0-5.304 3 3 0 0 0-3.75-3.751 3 3 0 0 0-5.305 0 3 3 0 0 0-3.751 3.75 3 3 0 0 0 0 5.305 3 3 0 0 0 3.75 3.751 3 3 0 0 0 5.305 0 3 3 0 0 0 3.751-3.75Zm-2.546-4.46a.75.75 0 0 0-1.214-.883l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
                  clipRule="evenodd"
                />
              </svg>
              Verified
            </span>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{roleLabel(comment)}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={comment.created_at}>{formatCommentTime(comment.created_at)}</time>
        </p>
        {comment.is_hidden && (
          <p className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            Hidden by the moderators{comment.hidden_reason ? `: ${comment.hidden_reason}` : ''}. Only you and
            the admins can see it.
          </p>
        )}
        {/* User text is shown as typed, never as HTML (DESIGN.md §9). */}
        <p className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">
          {comment.content}
        </p>
        <div className="mt-3">
          <HelpfulButton />
        </div>
      </div>
    </article>
  );
}
