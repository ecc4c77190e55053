import { useState } from 'react';
import { Button } from '../../../components/button';
import { DateInput, FilterSelect, FilterText, listStatus } from '../../../components/filter-controls';
import { Spinner } from '../../../components/spinner';
import { apiDownload, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { searchOf, useAuditActions, useAuditLog, type AuditParams } from '../api/admin-work-api';
import { AdminCard, AdminPageTitle, LoadError, Pager } from '../components/admin-page';
import { useDebouncedValue } from '../users/use-debounced-value';
import { useUrlFilters } from '../use-url-filters';
import { AUDIT_TEXTS as texts, auditActionLabel } from '../admin-texts';
import { AuditTarget } from './audit-target';

const FILTER_KEYS = ['action', 'actor', 'target_type', 'target', 'from', 'to'] as const;
/** The name searches ask the server once typing pauses. */
const SEARCH_DELAY_MS = 300;

/** `/admin/audit`: the log, filtered in the URL, paged, with its CSV. */
export function AuditPage() {
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
      setExportError(errorMessage(error, texts.exportError));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <AdminPageTitle
        title={texts.title}
        intro={texts.intro}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={isExporting}>
            {isExporting ? texts.exporting : texts.export}
          </Button>
        }
      />
      <div role="alert">
        {exportError && <p className="mb-4 text-sm text-red-800 dark:text-red-300">{exportError}</p>}
      </div>

      <AdminCard className="mb-6 p-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <FilterSelect
            label={texts.action}
            value={values.action}
            onChange={(event) => setFilter('action', event.target.value)}
            anyLabel={texts.anyAction}
            status={listStatus(actions)}
            options={(actions.data ?? []).map((action) => ({
              value: action,
              label: auditActionLabel(action),
            }))}
          />
          <FilterText
            label={texts.actor}
            type="search"
            value={values.actor}
            placeholder={texts.actorPlaceholder}
            onChange={(event) => setFilter('actor', event.target.value)}
          />
          <FilterText
            label={texts.targetType}
            value={values.target_type}
            placeholder="user, outbreak…"
            onChange={(event) => setFilter('target_type', event.target.value.trim())}
          />
          <FilterText
            label={texts.target}
            type="search"
            value={values.target}
            placeholder={texts.targetPlaceholder}
            onChange={(event) => setFilter('target', event.target.value)}
          />
          <DateInput
            label={texts.from}
            value={values.from}
            max={values.to}
            onChange={(event) => setFilter('from', event.target.value)}
          />
          <DateInput
            label={texts.to}
            value={values.to}
            min={values.from}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        </div>
      </AdminCard>

      {log.isPending ? (
        <Spinner label={texts.loading} className="py-16" />
      ) : log.isError ? (
        <LoadError message={errorMessage(log.error, texts.loadError)} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="py-10 text-center text-slate-700 dark:text-slate-300">{texts.empty}</p>
      ) : (
        <>
          <AdminCard className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{texts.caption}</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-950/40 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {texts.time}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {texts.actor}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {texts.action}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {texts.target}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {texts.details}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 align-top dark:divide-slate-800">
                {log.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-800 dark:text-slate-200">
                      <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                    </td>
                    <td className="px-4 py-3 text-slate-900 dark:text-slate-100">
                      {entry.actor_name ?? texts.system}
                      {entry.actor_email && (
                        <span className="block text-xs text-slate-700 dark:text-slate-300">
                          {entry.actor_email}
                        </span>
                      )}
                      {entry.ip && (
                        <span className="block text-xs text-slate-700 dark:text-slate-300">{entry.ip}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-900 dark:text-slate-100">
                      {auditActionLabel(entry.action)}
                    </td>
                    <td className="px-4 py-3 text-slate-900 dark:text-slate-100">
                      <AuditTarget entry={entry} />
                    </td>
                    <td className="px-4 py-3">
                      {entry.details && (
                        <details>
                          <summary className="cursor-pointer text-brand-700 dark:text-brand-300">
                            {texts.details}
                          </summary>
                          <pre className="mt-2 max-w-md overflow-x-auto rounded bg-slate-100 p-2 text-xs text-slate-900 dark:bg-slate-950 dark:text-slate-100">
                            {JSON.stringify(entry.details, null, 2)}
                          </pre>
                        </details>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </AdminCard>
          <Pager page={page} hasMore={log.data.has_more} onPage={setPage} />
        </>
      )}
    </>
  );
}
