import { isAdminRole } from '@outbreak-watch/domain';
import { useQuery } from '@tanstack/react-query';
import { importQueryOptions } from '../../../lib/imports-api';
import { useSession } from '../../../lib/session';
import { useIntl } from '../../../lib/i18n/use-intl';
import { REPORT_FILTER_MESSAGES } from './messages';

/**
 * The import filter as a chip: "Imported from ministry.csv" (admins, who may read the import) or "From
 * import #12", with a button that removes the filter.
 */
export function ImportFilterChip({ importId, onRemove }: { importId: number; onRemove: () => void }) {
  const { user } = useSession();
  const { formatMessage: t } = useIntl();
  const job = useQuery({ ...importQueryOptions(importId), enabled: isAdminRole(user?.role_id) });
  const label = job.data
    ? t(REPORT_FILTER_MESSAGES.importChip, { file: job.data.filename })
    : t(REPORT_FILTER_MESSAGES.importChipById, { id: String(importId) });
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-300 bg-brand-50 py-1 ps-3 pe-1 text-sm font-medium text-brand-950 dark:border-brand-700 dark:bg-brand-950 dark:text-brand-50">
      <span className="min-w-0 truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t(REPORT_FILTER_MESSAGES.removeFilter, { label })}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100 dark:text-brand-100 dark:hover:bg-brand-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
          <path d="M5 5l10 10M15 5L5 15" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </span>
  );
}
