import { COMMENT_VISIBILITIES, type CommentVisibility, type ModerationComment } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useModerationAction, useModerationComments } from '../api/admin-work-api';
import { AdminCard, type Notice } from '../components/admin-page';
import { AdminListPage } from '../components/admin-list-page';
import { ReasonField } from '../components/reason-field';
import { useUrlFilters } from '../use-url-filters';
import { MODERATION_TEXTS as texts } from '../admin-texts';
import { formatTexts, listStateTexts, type FormatText } from '../format-texts';

/** "Hidden by Ada Admin: spam": who hid a comment and why, each when known. */
function hiddenNote(t: FormatText, comment: ModerationComment): string {
  const hidden = comment.hidden_by_name
    ? t(texts.hiddenBy, { name: comment.hidden_by_name })
    : t(texts.hiddenBadge);
  return comment.hidden_reason ? t(texts.hiddenReason, { hidden, reason: comment.hidden_reason }) : hidden;
}

const isVisibility = (value: string): value is CommentVisibility =>
  (COMMENT_VISIBILITIES as readonly string[]).includes(value);

/** `/admin/moderation`: every comment, newest first; hide or delete with a reason, or unhide. */
export function ModerationPage() {
  const { formatMessage: t } = useIntl();
  const { values, page, setFilter, setPage } = useUrlFilters(['visibility', 'q'] as const);
  const visibility: CommentVisibility = isVisibility(values.visibility) ? values.visibility : 'all';
  const list = useModerationComments({ visibility, q: values.q || undefined, page });
  const action = useModerationAction();
  const [pending, setPending] = useState<{ kind: 'hide' | 'delete'; comment: ModerationComment } | null>(
    null,
  );
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (kind: 'hide' | 'delete', comment: ModerationComment) => {
    setReason('');
    setPending({ kind, comment });
  };
  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: errorMessage(error, t(texts.actionFailed)) });

  return (
    <AdminListPage
      title={t(texts.title)}
      intro={t(texts.intro)}
      toolbar={{
        choicesLabel: t(texts.choicesLabel),
        choices: COMMENT_VISIBILITIES,
        choiceLabels: formatTexts(t, texts.visibility),
        chosen: visibility,
        onChoose: (value) => setFilter('visibility', value === 'all' ? '' : value),
        searchLabel: t(texts.search),
        searchPlaceholder: t(texts.searchPlaceholder),
        search: values.q,
        onSearch: (words) => setFilter('q', words),
      }}
      notice={notice}
      list={list}
      texts={listStateTexts(t, texts)}
      items={(data) => data.comments}
      itemKey={(comment) => comment.id}
      page={page}
      onPage={setPage}
      hasMore={(data) => data.has_more}
      renderItem={(comment) => (
        <AdminCard className={`p-4 ${comment.is_hidden ? 'border-amber-400 dark:border-amber-600' : ''}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-sm text-slate-900 dark:text-slate-100">
              <span className="font-semibold">{comment.author_name}</span>{' '}
              <span className="text-slate-700 dark:text-slate-300">{comment.author_email}</span>
            </p>
            <time dateTime={comment.created_at} className="text-xs text-slate-700 dark:text-slate-300">
              {formatDateTime(comment.created_at)}
            </time>
          </div>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t(texts.on, {
              label: comment.outbreak_label,
              link: (label) => (
                <Link
                  to={paths.details(comment.outbreak_id)}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {label}
                </Link>
              ),
            })}
          </p>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-950 dark:text-white">{comment.content}</p>
          {comment.is_hidden && (
            <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-1 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
              {hiddenNote(t, comment)}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {comment.is_hidden ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'unhide', id: comment.id },
                    {
                      onSuccess: () => setNotice({ tone: 'success', text: t(texts.unhidden) }),
                      onError: fail,
                    },
                  )
                }
              >
                {t(texts.unhide)}
              </Button>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => open('hide', comment)}>
                {t(texts.hide)}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              className="text-red-800 dark:text-red-300"
              onClick={() => open('delete', comment)}
            >
              {t(texts.delete)}
            </Button>
          </div>
        </AdminCard>
      )}
    >
      {pending && (
        <ConfirmDialog
          open
          title={t(pending.kind === 'hide' ? texts.hideTitle : texts.deleteTitle)}
          confirmLabel={t(pending.kind === 'hide' ? texts.hide : texts.delete)}
          busyLabel={t(pending.kind === 'hide' ? texts.hiding : texts.deleting)}
          destructive={pending.kind === 'delete'}
          busy={action.isPending}
          canConfirm={reason.trim() !== ''}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            action.mutate(
              { kind: pending.kind, id: pending.comment.id, reason: reason.trim() },
              {
                onSuccess: () =>
                  setNotice({
                    tone: 'success',
                    text: t(pending.kind === 'hide' ? texts.hidden : texts.deleted),
                  }),
                onError: fail,
                onSettled: () => setPending(null),
              },
            )
          }
        >
          <p>{t(pending.kind === 'hide' ? texts.hideMessage : texts.deleteMessage)}</p>
          <blockquote className="mt-3 border-s-4 border-slate-300 ps-3 text-slate-700 dark:border-slate-600 dark:text-slate-300">
            {pending.comment.content}
          </blockquote>
          <ReasonField label={t(texts.reason)} value={reason} onChange={setReason} />
        </ConfirmDialog>
      )}
    </AdminListPage>
  );
}
