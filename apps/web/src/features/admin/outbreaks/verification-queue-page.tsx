import { VERIFICATION_QUEUES, type Outbreak, type VerificationQueue } from '@outbreak-watch/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FilterText } from '../../../components/filter-controls';
import { ConfirmationBadge, StatusBadge } from '../../../components/outbreak-badges';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useVerificationAction, useVerificationQueue } from '../api/admin-work-api';
import { AdminCard, AdminPageTitle, LoadError, Pager } from '../components/admin-page';
import { useUrlFilters } from '../use-url-filters';
import { VERIFICATION_TEXTS as texts } from '../work-texts';
import { outbreakLabel } from './outbreak-label';

const isQueue = (value: string): value is VerificationQueue =>
  (VERIFICATION_QUEUES as readonly string[]).includes(value);

/** `/admin/outbreaks`: the verification queue, unconfirmed reports oldest first, with Confirm at hand. */
export function VerificationQueuePage() {
  const { values, page, setFilter, setPage } = useUrlFilters(['queue', 'q'] as const);
  const queue: VerificationQueue = isQueue(values.queue) ? values.queue : 'unconfirmed';
  const [search, setSearch] = useState(values.q);
  const list = useVerificationQueue({ queue, q: values.q || undefined, page });
  const action = useVerificationAction();
  const [confirming, setConfirming] = useState<Outbreak | null>(null);
  // A report removed on its review page comes back here with its name.
  const removed = (useLocation().state as { removed?: string } | null)?.removed;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    removed ? { tone: 'success', text: texts.removed(removed) } : null,
  );

  const confirm = (outbreak: Outbreak) => {
    setNotice(null);
    action.mutate(
      { kind: 'confirm', id: outbreak.id },
      {
        onSuccess: () => setNotice({ tone: 'success', text: texts.confirmed(outbreakLabel(outbreak)) }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, texts.actionFailed) }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      <AdminPageTitle title={texts.title} intro={texts.intro} />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div
          role="group"
          aria-label="Which reports"
          className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {VERIFICATION_QUEUES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={queue === value}
              onClick={() => setFilter('queue', value === 'unconfirmed' ? '' : value)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                queue === value
                  ? 'bg-white text-slate-950 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {texts.queues[value]}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter('q', search.trim());
          }}
        >
          <FilterText
            label={texts.search}
            type="search"
            value={search}
            placeholder={texts.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {texts.search}
          </Button>
        </form>
      </div>

      <div role="status" className="mb-4 empty:hidden">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>

      {list.isPending ? (
        <Spinner label="Loading the reports…" className="py-16" />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, texts.loadError)} onRetry={() => void list.refetch()} />
      ) : list.data.outbreaks.length === 0 ? (
        <p className="py-10 text-center text-slate-700 dark:text-slate-300">{texts.empty}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.outbreaks.map((outbreak) => (
              <li key={outbreak.id}>
                <AdminCard className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-950 dark:text-white">
                      <Link to={paths.adminOutbreak(outbreak.id)} className="hover:underline">
                        {outbreakLabel(outbreak)}
                      </Link>
                    </p>
                    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                      {formatMediumDate(outbreak.date)} ·{' '}
                      {texts.reportedOn(formatMediumDate(outbreak.created_at))}
                      {outbreak.first_name && ` · ${outbreak.first_name} ${outbreak.last_name ?? ''}`}
                    </p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <ConfirmationBadge confirmed={outbreak.confirmed} />
                      <StatusBadge status={outbreak.status} />
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <ButtonLink
                      to={paths.adminOutbreak(outbreak.id)}
                      variant="secondary"
                      size="sm"
                      aria-label={`${texts.review} ${outbreakLabel(outbreak)}`}
                    >
                      {texts.review}
                    </ButtonLink>
                    {!outbreak.confirmed && (
                      <Button
                        size="sm"
                        aria-label={`${texts.confirm} ${outbreakLabel(outbreak)}`}
                        onClick={() => setConfirming(outbreak)}
                      >
                        {texts.confirm}
                      </Button>
                    )}
                  </div>
                </AdminCard>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={list.data.has_more} onPage={setPage} />
        </>
      )}

      {confirming && (
        <ConfirmDialog
          open
          title={texts.confirmTitle}
          confirmLabel={texts.confirm}
          busyLabel="Confirming…"
          busy={action.isPending}
          onConfirm={() => confirm(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {texts.confirmMessage(outbreakLabel(confirming))}
        </ConfirmDialog>
      )}
    </>
  );
}
