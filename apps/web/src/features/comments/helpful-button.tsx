import type { Comment } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useMarkHelpful } from './api/mark-helpful';
import { COMMENTS_MESSAGES as TEXT } from './messages';

const helpfulClasses =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-950 dark:aria-pressed:text-brand-100';

function ThumbIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M1 8.25a1.25 1.25 0 1 1 2.5 0v7.5a1.25 1.25 0 1 1-2.5 0v-7.5ZM11 3V1.7c0-.268.14-.526.395-.607A2 2 0 0 1 14 3c0 .995-.182 1.948-.514 2.826-.204.54.166 1.174.744 1.174h2.52c1.243 0 2.261 1.01 2.146 2.247a23.864 23.864 0 0 1-1.341 5.974C17.153 16.323 16.072 17 14.9 17h-3.192a3 3 0 0 1-1.341-.317l-2.734-1.366A3 3 0 0 0 6.292 15H5V8h.963c.685 0 1.258-.483 1.612-1.068a4.011 4.011 0 0 1 2.166-1.73c.432-.143.853-.386 1.011-.814.16-.432.248-.9.248-1.388Z" />
    </svg>
  );
}

/**
 * Helpful, counted by the server: one mark per member, pressed again to take it back. Visitors see the
 * count and are sent to sign in, and back here, when they press it; an author sees their comment's
 * count without a button (marking one's own comment is refused).
 */
export function HelpfulButton({ comment }: { comment: Comment }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const mark = useMarkHelpful(comment.outbreak_id);
  const { formatMessage: t } = useIntl();
  const label = t(TEXT.helpful, { count: comment.helpful_count });

  if (user !== null && user.id === comment.author_id) {
    return (
      <p className="inline-flex min-h-9 items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <ThumbIcon />
        {label}
      </p>
    );
  }

  const press = () => {
    if (user === null) {
      void navigate(paths.login(paths.details(comment.outbreak_id)));
      return;
    }
    // Ignored while the last press is on its way; the button keeps its focus meanwhile.
    if (mark.isPending) return;
    mark.mutate({ commentId: comment.id, helpful: !comment.helped_by_me });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" aria-pressed={comment.helped_by_me} onClick={press} className={helpfulClasses}>
        <ThumbIcon />
        {label}
      </button>
      {mark.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(mark.error, t(TEXT.helpfulFailed))}
        </p>
      )}
    </div>
  );
}
