import type { AuditLogEntry } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Button } from '../../../components/button';
import { FilterSelect, FilterText, listStatus } from '../../../components/filter-controls';
import { DateRangeInputs } from '../components/date-range-inputs';
import { Spinner } from '../../../components/spinner';
import { apiDownload, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { searchOf, useAuditActions, useAuditLog, type AuditParams } from '../api/admin-work-api';
import { AdminCard, AdminPageTitle, LoadError, Pager } from '../components/admin-page';
import { AdminCell, AdminTable, STACKED_ROW_CLASSES, StackedHeadRow } from '../components/admin-table';
import { useDebouncedValue } from '../users/use-debounced-value';
import { useUrlFilters } from '../use-url-filters';
import { AUDIT_TEXTS as texts } from '../admin-texts';
import { AuditTarget } from './audit-target';
import { useAuditActionLabel } from './use-audit-action-label';

const FILTER_KEYS = ['action', 'actor', 'target_type', 'target', 'from', 'to'] as const;
/** The name searches ask the server once typing pauses. */
const SEARCH_DELAY_MS = 300;

const COLUMNS = [texts.time, texts.actor, texts.action, texts.target, texts.details] as const;

/** One entry: a table row from lg up, a card of labelled lines on a phone. */
function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const { formatMessage: t } = useIntl();
  const actionLabel = useAuditActionLabel();
  return (
    <tr className={STACKED_ROW_CLASSES}>
      <AdminCell label={t(texts.time)}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </AdminCell>
      <AdminCell label={t(texts.actor)}>
        <span className="min-w-0 break-words">
          {entry.actor_name ?? t(texts.system)}
          {entry.actor_email && (
            <span className="block text-xs break-all text-slate-700 dark:text-slate-300">
              {entry.actor_email}
            </span>
          )}
          {entry.ip && <span className="block text-xs text-slate-700 dark:text-slate-300">{entry.ip}</span>}
        </span>
      </AdminCell>
      <AdminCell label={t(texts.action)}>{actionLabel(entry.action)}</AdminCell>
      <AdminCell label={t(texts.target)}>
        <span className="min-w-0">
          <AuditTarget entry={entry} />
        </span>
      </AdminCell>
      <AdminCell label={t(texts.details)}>
        {entry.details && (
          <details className="min-w-0 text-start">
            <summary className="cursor-pointer text-brand-700 dark:text-brand-300">
              {t(texts.details)}
            </summary>
            <pre className="mt-2 max-w-xs overflow-x-auto rounded bg-slate-100 p-2 text-xs text-slate-900 sm:max-w-md dark:bg-slate-950 dark:text-slate-100">
              {JSON.stringify(entry.details, null, 2)}
            </pre>
          </details>
        )}
      </AdminCell>
    </tr>
  );
}

/** `/admin/audit`: the log, filtered in the URL, paged, with its CSV. */
export function AuditPage() {
  const { formatMessage: t } = useIntl();
  const actionLabel = useAuditActionLabel();
  const { values, page, setFilter, setPage } = useUrlFilters(FILTER_KEYS);
  const actor = useDebouncedValue(values.actor.trim(), SEARCH_DELAY_MS);
  const target = useDebouncedValue(values.target.trim(), SEARCH_DELAY_MS);
  const params: AuditParams = {
    page,
    action: values.action || undefined,
    actor: actor || undefined,
    target_type: values.target_type || undefined,
    target: target || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const log = useAuditLog(params);
  const actions = useAuditActions();
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  const exportCsv = async () => {
    setExportError(null);
    setIsExporting(true);
    try {
      const { page: _page, ...filters } = params;
      await apiDownload(`/admin/audit/export.csv${searchOf(filters)}`, 'audit-log.csv');
    } catch (error) {
      setExportError(errorMessage(error, t(texts.exportError)));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <AdminPageTitle
        title={t(texts.title)}
        intro={t(texts.intro)}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={isExporting}>
            {t(isExporting ? texts.exporting : texts.export)}
          </Button>
        }
      />
      <div role="alert">
        {exportError && <p className="mb-4 text-sm text-red-800 dark:text-red-300">{exportError}</p>}
      </div>

      <AdminCard className="mb-6 p-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <FilterSelect
            label={t(texts.action)}
            value={values.action}
            onChange={(event) => setFilter('action', event.target.value)}
            anyLabel={t(texts.anyAction)}
            status={listStatus(actions)}
            options={(actions.data ?? []).map((action) => ({
              value: action,
              label: actionLabel(action),
            }))}
          />
          <FilterText
            label={t(texts.actor)}
            type="search"
            value={values.actor}
            placeholder={t(texts.actorPlaceholder)}
            onChange={(event) => setFilter('actor', event.target.value)}
          />
          <FilterText
            label={t(texts.targetType)}
            value={values.target_type}
            placeholder={t(texts.targetTypePlaceholder)}
            onChange={(event) => setFilter('target_type', event.target.value.trim())}
          />
          <FilterText
            label={t(texts.target)}
            type="search"
            value={values.target}
            placeholder={t(texts.targetPlaceholder)}
            onChange={(event) => setFilter('target', event.target.value)}
          />
          <DateRangeInputs
            from={values.from}
            to={values.to}
            labels={{ from: t(texts.from), to: t(texts.to) }}
            onChange={setFilter}
          />
        </div>
      </AdminCard>

      {log.isPending ? (
        <Spinner label={t(texts.loading)} className="py-16" />
      ) : log.isError ? (
        <LoadError message={errorMessage(log.error, t(texts.loadError))} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="py-10 text-center text-slate-700 dark:text-slate-300">{t(texts.empty)}</p>
      ) : (
        <>
          <AdminTable
            caption={t(texts.caption)}
            stacked
            head={<StackedHeadRow columns={COLUMNS.map((column) => t(column))} />}
          >
            {log.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </AdminTable>
          <Pager page={page} hasMore={log.data.has_more} onPage={setPage} />
        </>
      )}
    </>
  );
}
