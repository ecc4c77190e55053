import type { Comment } from '@outbreak-watch/domain';
import { useEffect, useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useComments } from './api/get-comments';
import { commentAnchorId, useCommentAnchor } from './comment-anchor';
import { CommentComposer } from './comment-form';
import { CommentItem } from './comment-item';
import { COMMENTS_MESSAGES as TEXT } from './messages';

/** Pages overlap by one after a post (the server pages by offset); each comment is shown once. */
function uniqueComments(pages: readonly { comments: Comment[] }[]): Comment[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.comments)
    .filter((comment) => (seen.has(comment.id) ? false : (seen.add(comment.id), true)));
}

/** Expert Comments of one outbreak (spec §2, §4): newest first, ten at a time, and the add-comment box. */
export function CommentsSection({ outbreakId }: { outbreakId: number }) {
  const headingId = useId();
  const { formatMessage: t } = useIntl();
  const {
    data,
    error,
    isPending,
    isError,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
    isFetching,
  } = useComments(outbreakId);

  useEffect(() => {
    // Spec §8: a failed comment load is logged; the page says so quietly and offers another try.
    if (error) console.error('Comments could not be loaded', error);
  }, [error]);

  const comments = data ? uniqueComments(data.pages) : [];
  useCommentAnchor(comments.map((comment) => comment.id));

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
        {t(TEXT.title, { count: comments.length })}
      </h2>

      <div className="mt-4">
        <CommentComposer outbreakId={outbreakId} />
      </div>

      {isPending && <Spinner label={t(TEXT.loading)} className="py-8" />}

      {isError && !data && (
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <p>{t(TEXT.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            {t(TEXT.retry)}
          </Button>
        </div>
      )}

      {data && comments.length === 0 && (
        <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">{t(TEXT.empty)}</p>
      )}

      {comments.length > 0 && (
        <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {comments.map((comment) => (
            <li
              key={comment.id}
              id={commentAnchorId(comment.id)}
              tabIndex={-1}
              className="scroll-mt-20 rounded-md"
            >
              <CommentItem comment={comment} />
            </li>
          ))}
        </ol>
      )}

      {data && hasNextPage && (
        <div className="mt-2 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t(isFetchingNextPage ? TEXT.loading : TEXT.loadMore)}
          </Button>
        </div>
      )}
      {isError && data && !isFetchingNextPage && (
        <p role="alert" className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
          {t(TEXT.loadFailed)}
        </p>
      )}
    </section>
  );
}
