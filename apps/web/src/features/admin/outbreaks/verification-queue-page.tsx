import {
  defaultVerificationSort,
  VERIFICATION_QUEUES,
  VERIFICATION_SORTS,
  type Outbreak,
  type VerificationQueue,
  type VerificationSort,
} from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConfirmationBadge, StatusBadge } from '../../../components/outbreak-badges';
import { errorMessage } from '../../../lib/api-client';
import { formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { FilterSelect } from '../../../components/filter-controls';
import { useVerificationAction, useVerificationQueue, VERIFICATION_PAGE_SIZE } from '../api/admin-work-api';
import { AdminCard, type Notice } from '../components/admin-page';
import { AdminListPage } from '../components/admin-list-page';
import { useUrlFilters } from '../use-url-filters';
import { VERIFICATION_TEXTS as texts } from '../admin-texts';
import { formatTexts, listStateTexts } from '../format-texts';
import { outbreakLabel } from './outbreak-label';
import { QueueDuplicates } from './queue-duplicates';

const isQueue = (value: string): value is VerificationQueue =>
  (VERIFICATION_QUEUES as readonly string[]).includes(value);
const isSort = (value: string): value is VerificationSort =>
  (VERIFICATION_SORTS as readonly string[]).includes(value);

/** `/admin/outbreaks`: the verification queue, unconfirmed reports oldest first, with Confirm at hand. */
export function VerificationQueuePage() {
  const { formatMessage: t } = useIntl();
  const { values, page, setFilter, setPage } = useUrlFilters(['queue', 'q', 'sort'] as const);
  const queue: VerificationQueue = isQueue(values.queue) ? values.queue : 'unconfirmed';
  const sort = isSort(values.sort) ? values.sort : defaultVerificationSort(queue);
  const list = useVerificationQueue({ queue, sort, q: values.q || undefined, page });
  const action = useVerificationAction();
  const [confirming, setConfirming] = useState<Outbreak | null>(null);
  // A report removed on its review page comes back here with its name.
  const removed = (useLocation().state as { removed?: string } | null)?.removed;
  const [notice, setNotice] = useState<Notice | null>(
    removed ? { tone: 'success', text: t(texts.removed, { label: removed }) } : null,
  );

  const confirm = (outbreak: Outbreak) => {
    setNotice(null);
    action.mutate(
      { kind: 'confirm', id: outbreak.id },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: t(texts.confirmed, { label: outbreakLabel(t, outbreak) }) }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t(texts.actionFailed)) }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <AdminListPage
      title={t(texts.title)}
      intro={t(texts.intro)}
      toolbar={{
        choicesLabel: t(texts.choicesLabel),
        choices: VERIFICATION_QUEUES,
        choiceLabels: formatTexts(t, texts.queues),
        chosen: queue,
        onChoose: (value) => setFilter('queue', value === 'unconfirmed' ? '' : value),
        searchLabel: t(texts.search),
        searchPlaceholder: t(texts.searchPlaceholder),
        search: values.q,
        onSearch: (words) => setFilter('q', words),
      }}
      summary={
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {list.data &&
              t(texts.summary, {
                count: list.data.total,
                order: t(texts.sorts[list.data.sort]).toLocaleLowerCase(),
              })}
          </p>
          <div className="sm:w-72">
            <FilterSelect
              label={t(texts.order)}
              value={sort}
              onChange={(event) =>
                setFilter(
                  'sort',
                  event.target.value === defaultVerificationSort(queue) ? '' : event.target.value,
                )
              }
              options={VERIFICATION_SORTS.map((value) => ({ value, label: t(texts.sorts[value]) }))}
            />
          </div>
        </div>
      }
      notice={notice}
      list={list}
      texts={listStateTexts(t, texts)}
      items={(data) => data.outbreaks}
      itemKey={(outbreak) => outbreak.id}
      page={page}
      onPage={setPage}
      hasMore={(data) => data.has_more}
      total={(data) => ({
        count: data.total,
        perPage: VERIFICATION_PAGE_SIZE,
        noun: (count) => t(texts.reports, { count }),
      })}
      renderItem={(outbreak, data) => (
        <AdminCard className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-slate-950 dark:text-white">
              <Link to={paths.adminOutbreak(outbreak.id)} className="hover:underline">
                {outbreakLabel(t, outbreak)}
              </Link>
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {formatMediumDate(outbreak.date)} ·{' '}
              {t(texts.reportedOn, { date: formatMediumDate(outbreak.created_at) })}
              {outbreak.first_name && ` · ${outbreak.first_name} ${outbreak.last_name ?? ''}`}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <ConfirmationBadge confirmed={outbreak.confirmed} />
              <StatusBadge status={outbreak.status} />
            </div>
            <QueueDuplicates duplicates={data.possible_duplicates[String(outbreak.id)]} />
          </div>
          <div className="flex shrink-0 gap-2">
            <ButtonLink
              to={paths.adminOutbreak(outbreak.id)}
              variant="secondary"
              size="sm"
              aria-label={t(texts.reviewLabel, { label: outbreakLabel(t, outbreak) })}
            >
              {t(texts.review)}
            </ButtonLink>
            {!outbreak.confirmed && (
              <Button
                size="sm"
                aria-label={t(texts.confirmLabel, { label: outbreakLabel(t, outbreak) })}
                onClick={() => setConfirming(outbreak)}
              >
                {t(texts.confirm)}
              </Button>
            )}
          </div>
        </AdminCard>
      )}
    >
      {confirming && (
        <ConfirmDialog
          open
          title={t(texts.confirmTitle)}
          confirmLabel={t(texts.confirm)}
          busyLabel={t(texts.confirming)}
          busy={action.isPending}
          onConfirm={() => confirm(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {t(texts.confirmMessage, { label: outbreakLabel(t, confirming) })}
        </ConfirmDialog>
      )}
    </AdminListPage>
  );
}
