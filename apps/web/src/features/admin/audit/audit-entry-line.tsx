import type { AuditLogEntry } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_TEXTS, WORK_TEXTS } from '../admin-texts';
import { AuditTarget } from './audit-target';
import { useAuditActionLabel } from './use-audit-action-label';

/** Who did what to which record, and when: one line of the dashboard's latest actions. */
export function AuditEntryLine({ entry }: { entry: AuditLogEntry }) {
  const { formatMessage: t, locale } = useIntl();
  const actionLabel = useAuditActionLabel();
  return (
    <li className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <p className="text-sm text-slate-900 dark:text-slate-100">
        {t(WORK_TEXTS.dashboard.entry, {
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
          muted: (chunks) => <span className="text-slate-700 dark:text-slate-300">{chunks}</span>,
          actor: entry.actor_name ?? t(AUDIT_TEXTS.system),
          action: actionLabel(entry.action).toLocaleLowerCase(locale),
          target: <AuditTarget entry={entry} />,
        })}
      </p>
      <time dateTime={entry.created_at} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
        {formatDateTime(entry.created_at)}
      </time>
    </li>
  );
}
